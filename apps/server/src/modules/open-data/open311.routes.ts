import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { ZOpen311Errors, ZOpen311Request, ZOpen311Service, type Open311Errors } from './open311.presenter.ts';
import { ZJurisdictionQuery, ZOpen311Format, ZOpen311RequestsQuery, type Open311Format } from './open311.query.ts';
import { createOpen311Service } from './open311.service.ts';
import { xmlList } from './open311.xml.ts';
import { publicRead } from './public-read.ts';

/** One request a second on average per address: an Open311 client paging through a window has plenty. */
export const OPEN311_REQUESTS_PER_HOUR = 3600;

const MEDIA_TYPES = { json: 'application/json; charset=utf-8', xml: 'text/xml; charset=utf-8' } as const;

/** A body in JSON (schema given) or in GeoReport's XML, as the OpenAPI document describes each answer. */
const inBothFormats = (description: string, json: z.ZodType) => ({
  description,
  content: { 'application/json': { schema: json }, 'text/xml': { schema: z.string().describe('The same in GeoReport v2 XML.') } },
});
const errorAnswers = {
  400: inBothFormats("GeoReport's error list: a bad argument, e.g. an unknown service_code or a date that is not W3C.", ZOpen311Errors),
  429: inBothFormats('Too many requests from this address: wait for Retry-After seconds.', ZOpen311Errors),
};

/** Items as GeoReport's JSON array or as its XML list. */
function respond(reply: FastifyReply, format: Open311Format, [root, element]: readonly [string, string], items: readonly Record<string, string | number | boolean | null>[]) {
  reply.type(MEDIA_TYPES[format]);
  // Published reviews change now and then; a minute's caching spares the database a client's repeats.
  if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=60');
  return reply.send(format === 'xml' ? xmlList(root, element, items) : items);
}

/** The format the path asked for, also when the path's parameters failed their check. */
const formatOf = (request: FastifyRequest): Open311Format => ((request.params as { format?: unknown } | undefined)?.format === 'xml' ? 'xml' : 'json');

/**
 * What GeoReport calls an error, from the client errors our services throw: 400 for any request it
 * cannot fulfil (our 422), the rest with their own status. Undefined for the server's side (a
 * database or Redis outage, a fault): the app's envelope handler answers those.
 */
function open311Errors(error: FastifyError): { status: number; errors: Open311Errors } | undefined {
  if (error instanceof AppError && error.status < 500) {
    const status = error.status === 422 ? 400 : error.status;
    return { status, errors: [{ code: status, description: error.message }] };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // Named by the argument ('status', not 'status.0' for the first of its list).
    const errors = error.validation.map((issue) => ({ code: 400, description: `${issue.instancePath.split('/')[1] || 'request'}: ${issue.message}` }));
    return { status: 400, errors };
  }
  return undefined;
}

/** The Open311 GeoReport v2 read API (https://wiki.open311.org/GeoReport_v2) under /open311/v2. */
export const open311Routes =
  ({ db, config, limiter }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    publicRead(app, { limiter, name: 'open311', perHour: OPEN311_REQUESTS_PER_HOUR, multiplier: config.rateLimitMultiplier });
    const open311 = createOpen311Service(db);

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const answer = open311Errors(error);
      // Thrown on, an error reaches the app's own handler.
      if (!answer) throw error;
      if (error instanceof AppError && error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      reply.status(answer.status);
      return respond(reply, formatOf(request), ['errors', 'error'], answer.errors);
    });

    const tags = ['open-data'];
    const params = z.object({ format: ZOpen311Format });

    app.get(
      '/open311/v2/services.:format',
      {
        schema: {
          tags,
          operationId: 'listOpen311Services',
          summary: 'Open311: the service definitions',
          description: "GeoReport v2 GET Service List: one definition per travel mode and aspect ('STAGE_BUS.DRIVER'), grouped by travel mode.",
          params,
          querystring: ZJurisdictionQuery,
          response: { 200: inBothFormats('The service definitions.', z.array(ZOpen311Service)), ...errorAnswers },
        },
      },
      async (request, reply) => respond(reply, request.params.format, ['services', 'service'], await open311.services()),
    );

    app.get(
      '/open311/v2/requests.:format',
      {
        schema: {
          tags,
          operationId: 'listOpen311Requests',
          summary: 'Open311: service requests',
          description:
            'GeoReport v2 GET Service Requests: published reviews, newest first, by service_code, dates (at most 90 days; the last 90 without), status and page. No texts, the point rounded to about 100 m.',
          params,
          querystring: ZOpen311RequestsQuery,
          response: { 200: inBothFormats('The service requests of the page.', z.array(ZOpen311Request)), ...errorAnswers },
        },
      },
      async (request, reply) => respond(reply, request.params.format, ['service_requests', 'request'], await open311.requests(request.query)),
    );

    app.get(
      '/open311/v2/requests/:id.:format',
      {
        schema: {
          tags,
          operationId: 'getOpen311Request',
          summary: 'Open311: one service request',
          description: 'GeoReport v2 GET Service Request: the published review with this ticket number, as a list of one.',
          params: params.extend({ id: z.string().max(100).describe('The ticket number.') }),
          querystring: ZJurisdictionQuery,
          response: {
            200: inBothFormats('The service request.', z.array(ZOpen311Request)),
            404: inBothFormats('No published review has this ticket number.', ZOpen311Errors),
            ...errorAnswers,
          },
        },
      },
      async (request, reply) => respond(reply, request.params.format, ['service_requests', 'request'], [await open311.request(request.params.id)]),
    );
  };
