import {
  INSIGHTS_TABLES,
  klDateString,
  ZInsightsOverview,
  ZInsightsQuery,
  ZOperatorInsights,
  ZRouteInsights,
  ZStopInsights,
} from '@suara/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../module-deps.ts';
import { operatorCsv, overviewCsv, routeCsv, stopCsv } from './insights.csv.ts';
import { createInsightsService } from './insights.service.ts';

const tags = ['insights'];
const csvResponse = { 200: { description: 'The table as a CSV attachment (UTF-8 with a BOM).', content: { 'text/csv': { schema: z.string() } } } };
const filtersNote =
  'from and to are Malaysian days (yyyy-MM-dd); the answer covers the whole weeks (Monday to Sunday) they fall in, 26 weeks to this one by default. 422 for an inverted range, one over 5 years, an unknown service or aspect, or an unknown parameter.';

/** Scorecards change as reviews come in: a minute's staleness lets caches share the reads. */
function cacheable(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=60');
}

/** A file name from codes and slugs as they were typed or imported: anything but letters, digits and dashes goes. */
const fileSafe = (name: string) => name.replace(/[^A-Za-z0-9-]+/g, '-').slice(0, 80);

function sendCsv(reply: FastifyReply, name: string, csv: string) {
  cacheable(reply);
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="suara-transit-${fileSafe(name)}-${klDateString(new Date())}.csv"`);
  return reply.send(csv);
}

/** The public scorecards: GET /api/insights (the overview), an operator's, a route's and a stop's, and their tables as CSV. */
export const insightsRoutes =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const insights = createInsightsService(db);
    const slugParams = z.object({ slug: z.string().max(200) });
    const idParams = z.object({ id: z.string().max(200) });

    app.get(
      '/api/insights',
      { schema: { tags, summary: 'Scorecards: operators ranked', description: filtersNote, querystring: ZInsightsQuery, response: { 200: ZInsightsOverview } } },
      async (request, reply) => {
        cacheable(reply);
        return insights.overview(request.query);
      },
    );
    app.get(
      '/api/insights/operators.csv',
      { schema: { tags, summary: "Scorecards: the overview's operators (CSV)", description: filtersNote, querystring: ZInsightsQuery, response: csvResponse } },
      async (request, reply) => sendCsv(reply, 'operators', overviewCsv(await insights.overview(request.query))),
    );

    app.get(
      '/api/insights/operators/:slug',
      {
        schema: { tags, summary: "An operator's scorecard", description: `${filtersNote} 404 for an unknown operator.`, params: slugParams, querystring: ZInsightsQuery, response: { 200: ZOperatorInsights } },
      },
      async (request, reply) => {
        cacheable(reply);
        return insights.operator(request.params.slug, request.query);
      },
    );
    for (const table of INSIGHTS_TABLES.operator) {
      app.get(
        `/api/insights/operators/:slug/${table}.csv`,
        { schema: { tags, summary: `An operator's ${table} (CSV)`, description: filtersNote, params: slugParams, querystring: ZInsightsQuery, response: csvResponse } },
        async (request, reply) => sendCsv(reply, `${request.params.slug}-${table}`, operatorCsv(await insights.operator(request.params.slug, request.query), table)),
      );
    }

    app.get(
      '/api/insights/routes/:id',
      { schema: { tags, summary: "A route's scorecard", description: `${filtersNote} 404 for an unknown route.`, params: idParams, querystring: ZInsightsQuery, response: { 200: ZRouteInsights } } },
      async (request, reply) => {
        cacheable(reply);
        return insights.route(request.params.id, request.query);
      },
    );
    for (const table of INSIGHTS_TABLES.route) {
      app.get(
        `/api/insights/routes/:id/${table}.csv`,
        { schema: { tags, summary: `A route's ${table} (CSV)`, description: filtersNote, params: idParams, querystring: ZInsightsQuery, response: csvResponse } },
        async (request, reply) => {
          const answer = await insights.route(request.params.id, request.query);
          return sendCsv(reply, `route-${answer.route.code}-${table}`, routeCsv(answer, table));
        },
      );
    }

    app.get(
      '/api/insights/stops/:id',
      { schema: { tags, summary: "A stop's scorecard", description: `${filtersNote} 404 for an unknown stop.`, params: idParams, querystring: ZInsightsQuery, response: { 200: ZStopInsights } } },
      async (request, reply) => {
        cacheable(reply);
        return insights.stop(request.params.id, request.query);
      },
    );
    for (const table of INSIGHTS_TABLES.stop) {
      app.get(
        `/api/insights/stops/:id/${table}.csv`,
        { schema: { tags, summary: `A stop's ${table} (CSV)`, description: filtersNote, params: idParams, querystring: ZInsightsQuery, response: csvResponse } },
        async (request, reply) => {
          const answer = await insights.stop(request.params.id, request.query);
          return sendCsv(reply, `stop-${answer.stop.code}-${table}`, stopCsv(answer, table));
        },
      );
    }
  };
