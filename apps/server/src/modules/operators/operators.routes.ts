import { OPERATOR_KINDS, ZOperatorAliasBody, ZOperatorCreateBody, ZUnmatchedOperatorsQuery } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { guardAdmin } from '../admin/admin.routes.ts';
import { createOperatorsService } from './operators.service.ts';

const ZOperator = z.object({ id: z.string(), slug: z.string(), name: z.string(), kind: z.enum(OPERATOR_KINDS) });

/** GET /api/operators: every operator with its slug, for pickers and the operator pages. */
export const operatorRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const operators = createOperatorsService(db);
    app.get(
      '/api/operators',
      { schema: { tags: ['transit'], summary: 'Operators', response: { 200: z.object({ items: z.array(ZOperator) }) } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return { items: await operators.list() };
      },
    );
  };

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The operator names no operator matched, and the two ways an administrator resolves them. */
export const adminOperatorRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    guardAdmin(app);
    const operators = createOperatorsService(db);

    app.get(
      '/api/admin/operators/unmatched',
      {
        schema: {
          tags,
          security,
          summary: 'Operator names no operator matched (admin)',
          description: "Each distinct name with its live reviews, most reviews first; q finds any part of the name; nextCursor pages on.",
          querystring: ZUnmatchedOperatorsQuery,
          response: { 200: z.object({ items: z.array(z.object({ name: z.string(), reviewCount: z.number().int() })), nextCursor: z.string().nullable() }) },
        },
      },
      async (request) => operators.unmatched(request.query),
    );

    app.post(
      '/api/admin/operators',
      {
        schema: {
          tags,
          security,
          summary: 'Add an operator (admin)',
          description: '201 with the operator and how many past reviews its name and aliases now link; 409 when a name already stands for another operator or the slug is taken.',
          body: ZOperatorCreateBody,
          response: { 201: z.object({ operator: ZOperator, reviewsLinked: z.number().int() }) },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return operators.create(requireAdmin(request).user.id, request.body);
      },
    );

    app.post(
      '/api/admin/operators/:id/aliases',
      {
        schema: {
          tags,
          security,
          summary: 'Map a name to an operator (admin)',
          description: 'Adds the name as an alias (added false when it already was one) and links the past reviews it matches; 404 for an unknown operator, 409 when the name stands for another.',
          params: z.object({ id: z.string() }),
          body: ZOperatorAliasBody,
          response: { 200: z.object({ operator: ZOperator, added: z.boolean(), reviewsLinked: z.number().int() }) },
        },
      },
      async (request) => operators.addAlias(requireAdmin(request).user.id, request.params.id, request.body.name),
    );
  };
