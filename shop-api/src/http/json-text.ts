import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text as it is: Fastify sends a string answer unserialised, so a bare JSON string
 * (an order status, the SMS "limit" answer) goes out with its quotes only this way.
 */
export const sendJsonText = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);
