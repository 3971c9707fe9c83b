import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { FORM_ERROR_KEY, isMessageCode } from '@suara/domain';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { TimeoutError } from '../lib/with-timeout.ts';

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

export function sendError(reply: FastifyReply, status: number, code: string, message: string, fields?: Record<string, string>) {
  const body: ErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

// Fastify's own client errors, mapped to the stable codes of our envelope.
const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type', message: 'This content type is not accepted here.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'bad_request', message: 'The Content-Length header does not match the body.' },
};

/** Every error leaves the server as `{ error: { code, message, fields? } }`; nothing a client sends becomes a 500. */
export function registerErrorEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, error.status, error.code, error.message, error.fields);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || FORM_ERROR_KEY;
        // Domain schemas carry message codes (the web translates them); anything else is 'invalidValue'.
        fields[field] ??= isMessageCode(issue.message) ? issue.message : 'invalidValue';
      }
      return sendError(reply, 422, 'validation_failed', 'Some fields are not valid.', fields);
    }

    // A database that is down, overloaded or stalled (a timeout fired) is a moment's wait, not a bug.
    if (error instanceof TimeoutError || isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(reply, 503, 'service_unavailable', 'This service is briefly unavailable. Please try again in a few seconds.');
    }

    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return sendError(reply, known.status, known.code, known.message);

    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, 'bad_request', error.message);
    }

    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'internal', 'Something went wrong on our side. Please try again.');
  });
}
