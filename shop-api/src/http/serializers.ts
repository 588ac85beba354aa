import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

type Serializer = ReturnType<ReturnType<SerializerFactory>>;

const fastJsonStringify = SerializerSelector();
/** Compiled serializers by the factory's arguments (JSON), then by response schema object. */
const compiled = new Map<string, WeakMap<object, Serializer>>();

/**
 * Fastify's own response serializer factory (fast-json-stringify), keeping each compiled
 * serializer by its schema object for the life of the process. The routes' response schemas are
 * module constants, so every Fastify instance a process builds reuses them: the unit tests build
 * one per test, and compiling the serializers was about 40 % of an instance's start.
 */
export const sharedSerializers: SerializerFactory = (externalSchemas, options) => {
  const key = JSON.stringify([externalSchemas ?? null, options ?? null]);
  let bySchema = compiled.get(key);
  if (!bySchema) compiled.set(key, (bySchema = new WeakMap()));
  const compile = fastJsonStringify(externalSchemas, options);
  return (route) => {
    const { schema } = route;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = bySchema.get(schema);
    if (!serializer) bySchema.set(schema, (serializer = compile(route)));
    return serializer;
  };
};
