import {
  INSIGHTS_TABLES,
  klDateString,
  ZInsightsOverview,
  ZInsightsQuery,
  ZOperatorInsights,
  ZRouteInsights,
  ZStopInsights,
  type InsightsQuery,
} from '@suara/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChangeWatch } from '../../db/change-watch.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { operatorCsv, overviewCsv, routeCsv, stopCsv } from './insights.csv.ts';
import { createInsightsService } from './insights.service.ts';
import { preparedAnswers, sendPrepared } from './prepared-answers.ts';

const tags = ['insights'];
const csvResponse = { 200: { description: 'The table as a CSV attachment (UTF-8 with a BOM).', content: { 'text/csv': { schema: z.string() } } } };
const filtersNote =
  'from and to are Malaysian days (yyyy-MM-dd); the answer covers the whole weeks (Monday to Sunday) they fall in, 26 weeks to this one by default. 422 for an inverted range, one over 5 years, an unknown service or aspect, or an unknown parameter. Answers carry an ETag: If-None-Match answers 304 while nothing changed.';

/** The channel the rollups' triggers announce their changes on (migration 0013). */
export const INSIGHTS_CHANNEL = 'insights_changed';

declare module 'fastify' {
  interface FastifyInstance {
    /** What this process has seen of INSIGHTS_CHANNEL (for a test that must wait until it has). */
    insightsChanges: ChangeWatch;
  }
}

/** A file name from codes and slugs as they were typed or imported: anything but letters, digits and dashes goes. */
const fileSafe = (name: string) => name.replace(/[^A-Za-z0-9-]+/g, '-').slice(0, 80);

function sendCsv(reply: FastifyReply, name: string, csv: string) {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="suara-transit-${fileSafe(name)}-${klDateString(new Date())}.csv"`);
  return reply.send(csv);
}

type ScorecardRequest = FastifyRequest<{ Params: { key: string }; Querystring: InsightsQuery }>;

/**
 * One scorecard's JSON at `path` (`:key` names its operator, route or stop) and each of its `tables`
 * as CSV at `path/{table}.csv`, all from the one answer kept for the key and filters.
 */
type Scorecard<T, Table extends string> = {
  path: string;
  summary: string;
  notFound: string;
  schema: z.ZodType<T>;
  tables: readonly Table[];
  load: (key: string, query: InsightsQuery) => Promise<T>;
  csv: (answer: T, table: Table) => { name: string; csv: string };
};

/** The public scorecards: GET /api/insights (the overview), an operator's, a route's and a stop's, and their tables as CSV. */
export const insightsRoutes =
  ({ db }: ModuleDeps, changes: ChangeWatch): FastifyPluginAsyncZod =>
  async (app) => {
    const insights = createInsightsService(db, changes);
    const keyParams = z.object({ key: z.string().max(200) });

    function scorecard<T, Table extends string>(card: Scorecard<T, Table>) {
      // For the documentation: the answer goes out as prepared JSON, checked against it once.
      const response = { 200: card.schema as z.ZodType };
      const answers = preparedAnswers(changes, card.schema);
      const answerOf = (request: ScorecardRequest) => answers([card.path, request.params.key, request.query], () => card.load(request.params.key, request.query));
      const description = `${filtersNote} ${card.notFound}`;
      app.get(
        card.path,
        { schema: { tags, summary: card.summary, description, params: keyParams, querystring: ZInsightsQuery, response } },
        async (request, reply) => sendPrepared(request, reply, await answerOf(request)),
      );
      for (const table of card.tables) {
        app.get(
          `${card.path}/${table}.csv`,
          { schema: { tags, summary: `${card.summary}: ${table} (CSV)`, description, params: keyParams, querystring: ZInsightsQuery, response: csvResponse } },
          async (request, reply) => {
            const { name, csv } = card.csv((await answerOf(request)).answer, table);
            return sendCsv(reply, name, csv);
          },
        );
      }
    }

    const overviews = preparedAnswers(changes, ZInsightsOverview);
    const overviewOf = (request: FastifyRequest<{ Querystring: InsightsQuery }>) => overviews(['overview', request.query], () => insights.overview(request.query));
    app.get(
      '/api/insights',
      { schema: { tags, summary: 'Scorecards: operators ranked', description: filtersNote, querystring: ZInsightsQuery, response: { 200: ZInsightsOverview } } },
      async (request, reply) => sendPrepared(request, reply, await overviewOf(request)),
    );
    app.get(
      '/api/insights/operators.csv',
      { schema: { tags, summary: "Scorecards: the overview's operators (CSV)", description: filtersNote, querystring: ZInsightsQuery, response: csvResponse } },
      async (request, reply) => sendCsv(reply, 'operators', overviewCsv((await overviewOf(request)).answer)),
    );

    scorecard({
      path: '/api/insights/operators/:key',
      summary: "An operator's scorecard",
      notFound: '404 for an unknown operator.',
      schema: ZOperatorInsights,
      tables: INSIGHTS_TABLES.operator,
      load: insights.operator,
      csv: (answer, table) => ({ name: `${answer.operator.slug}-${table}`, csv: operatorCsv(answer, table) }),
    });
    scorecard({
      path: '/api/insights/routes/:key',
      summary: "A route's scorecard",
      notFound: '404 for an unknown route.',
      schema: ZRouteInsights,
      tables: INSIGHTS_TABLES.route,
      load: insights.route,
      csv: (answer, table) => ({ name: `route-${answer.route.code}-${table}`, csv: routeCsv(answer, table) }),
    });
    scorecard({
      path: '/api/insights/stops/:key',
      summary: "A stop's scorecard",
      notFound: '404 for an unknown stop.',
      schema: ZStopInsights,
      tables: INSIGHTS_TABLES.stop,
      load: insights.stop,
      csv: (answer, table) => ({ name: `stop-${answer.stop.code}-${table}`, csv: stopCsv(answer, table) }),
    });
  };
