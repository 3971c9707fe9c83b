import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify, compiled once per route and status from the response's
 * zod schema (as JSON Schema): it knows each field's type ahead and writes the text in one pass, where
 * the zod serializer checked the payload against the schema, copied it, then ran JSON.stringify (7.6 %
 * of a cheap read's CPU, issue #19). Zod still checks every request's input.
 *
 * With `checkResponses` (development and tests), each payload is also checked against its zod schema
 * first, as before: a presenter that drifts from its schema fails the API tests with the same
 * ResponseSerializationError, while the text they read is the one production sends.
 */
export function createResponseSerializerCompiler({ checkResponses }: { checkResponses: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const jsonSchema = z.toJSONSchema(resolveSchema(route.schema), {
      target: 'draft-07',
      io: 'output',
      unrepresentable: 'any',
      // A Date goes out as its ISO text (fast-json-stringify's date-time), as JSON.stringify wrote it.
      override: ({ zodSchema, jsonSchema: out }) => {
        if (zodSchema._zod.def.type === 'date') Object.assign(out, { type: 'string', format: 'date-time' });
      },
    });
    const stringify: (data: unknown) => string = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    if (!checkResponses) return stringify;
    const check = zodSerializerCompiler(route);
    return (data) => {
      check(data);
      return stringify(data);
    };
  };
}

/** A route's response schema as Fastify hands it over: the zod schema, or wrapped as `properties`. */
function resolveSchema(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  if (typeof schema === 'object' && schema !== null && 'properties' in schema && schema.properties instanceof z.ZodType) return schema.properties;
  throw new Error(`a response schema that is not a zod schema: ${JSON.stringify(schema)}`);
}
