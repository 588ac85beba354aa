import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Laravel-style API errors. The storefront maps `errors.{field}[0]` (a message key from
 * locales/, e.g. `validation_required`) onto form fields.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Seconds the client should wait (Retry-After of a 429). */
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

/** 422 with one key per field: `fail('validation_unique', 'phone')`. */
export function validationError(errors: Record<string, string | string[]>, message = 'The given data was invalid.') {
  const normalised: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(errors)) normalised[field] = Array.isArray(keys) ? keys : [keys];
  return new ApiError(422, message, normalised);
}

export const unauthorized = () => new ApiError(401, 'Unauthenticated.');
export const notFound = (what = 'Not found') => new ApiError(404, what);
/** 429 with a message key for the storefront and, when known, Retry-After in seconds. */
export const tooManyRequests = (message = 'too_many_requests', retryAfterS?: number) =>
  new ApiError(429, message, undefined, retryAfterS);

/** ajv keyword -> message key used by the storefront (locales/*.json). */
const KEYWORD_TO_KEY: Record<string, string> = {
  required: 'validation_required',
  type: 'validation_type',
  format: 'validation_format',
  minLength: 'validation_min',
  maxLength: 'validation_max',
  minimum: 'validation_min',
  maximum: 'validation_max',
  exclusiveMinimum: 'validation_min',
  minItems: 'validation_min',
  maxItems: 'validation_max',
  pattern: 'validation_format',
  enum: 'validation_in',
  const: 'validation_in',
  multipleOf: 'validation_integer',
  additionalProperties: 'validation_unknown_field',
};

function fieldOf(v: { instancePath?: string; params?: Record<string, unknown>; keyword: string }): string {
  const path = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (v.keyword === 'required' && typeof v.params?.missingProperty === 'string') {
    return path ? `${path}.${v.params.missingProperty}` : v.params.missingProperty;
  }
  if (v.keyword === 'additionalProperties' && typeof v.params?.additionalProperty === 'string') {
    return path ? `${path}.${v.params.additionalProperty}` : v.params.additionalProperty;
  }
  return path || 'body';
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.retryAfterS !== undefined) reply.header('retry-after', String(error.retryAfterS));
    return reply
      .status(error.statusCode)
      .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
  }
  if (error.validation) {
    const errors: Record<string, string[]> = {};
    for (const v of error.validation) {
      const key =
        v.keyword === 'format' && v.params?.format === 'email'
          ? 'valid_email'
          : (KEYWORD_TO_KEY[v.keyword] ?? 'validation_invalid');
      const field = fieldOf(v as never);
      const keys = (errors[field] ??= []);
      if (!keys.includes(key)) keys.push(key);
    }
    return reply.status(422).send({ message: 'The given data was invalid.', errors });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) request.log.error(error);
  // Body parser errors (bad JSON, too large, wrong content type) are client errors with a key.
  const key =
    error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ? 'payload_too_large'
      : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'unsupported_media_type'
        : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
            error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
            error instanceof SyntaxError
          ? 'invalid_json'
          : status >= 500
            ? 'server_error'
            : error.message;
  return reply.status(status).send({ message: key });
}
