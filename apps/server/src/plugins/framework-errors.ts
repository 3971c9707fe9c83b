import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendError, type ErrorBody } from './error-envelope.ts';

/**
 * Fastify's `frameworkErrors`: the router's refusals, which never reach a route or the error handler.
 * A path that does not decode (`/api/reviews/%C0%AF`) or a path parameter over the router's
 * maxParamLength leave in the envelope like every other error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(reply, 414, 'uri_too_long', 'A part of this address is too long.');
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendError(reply, 400, 'bad_url', 'This address is not validly percent-encoded.');
  }
  request.log.error({ err: error }, 'router error');
  return sendError(reply, 500, 'internal', 'Something went wrong on our side. Please try again.');
}

// What Node's HTTP parser refuses before Fastify sees a request: the answer, then the connection closes.
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large', message: 'The request line or headers are too large.' },
};
const MALFORMED = { status: 400, code: 'bad_request', message: 'The request could not be read.' };

/** Fastify's `clientErrorHandler`: Node's own answers to a malformed request, in the envelope. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = (error.code && CLIENT_ERRORS[error.code]) || MALFORMED;
  if (socket.writable) {
    const body = JSON.stringify({ error: { code, message } } satisfies ErrorBody);
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
