import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { listEnabledReviewOptions, type ReviewOptionRow } from './review-options.repository.ts';

const ZReviewOption = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  titleMs: z.string(),
  description: z.object({ en: z.string(), ms: z.string() }).nullable(),
  score: z.number().int().nullable(),
  icon: z.string().nullable(),
});

const present = (row: ReviewOptionRow) => ({
  id: row.id,
  key: row.key,
  title: row.title,
  titleMs: row.titleMs,
  description: row.descriptionEn && row.descriptionMs ? { en: row.descriptionEn, ms: row.descriptionMs } : null,
  score: row.score,
  icon: row.icon,
});

/** The feelings, services and aspects a review is made of (the spec's "review items"). */
export const reviewOptionRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/review-options',
      {
        schema: {
          tags: ['reviews'],
          response: {
            200: z.object({ feelings: z.array(ZReviewOption), services: z.array(ZReviewOption), aspects: z.array(ZReviewOption) }),
          },
        },
      },
      async (_request, reply) => {
        const rows = await listEnabledReviewOptions(db);
        reply.header('cache-control', 'public, max-age=300');
        const of = (category: ReviewOptionRow['category']) => rows.filter((r) => r.category === category).map(present);
        return { feelings: of('feeling'), services: of('service'), aspects: of('aspect') };
      },
    );
  };
