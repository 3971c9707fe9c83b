import { ZReactionBody, ZReactionValue } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, signedIn } from '../../plugins/auth.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createReactionsService, type ReactionTargetKind } from './reactions.service.ts';

const ZReactionState = z.object({
  likeCount: z.number().int(),
  unlikeCount: z.number().int(),
  reaction: ZReactionValue.nullable(),
});

export const reactionRoutes =
  ({ db, limiter, notifications }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const reactions = createReactionsService({ db, limiter, onLiked: notifications.onLiked });

    const route = (kind: ReactionTargetKind, url: string, what: string) =>
      app.put(
        url,
        {
          schema: {
            tags: ['community'],
            security: [{ bearer: [] }],
            description: `Sets the caller's reaction to ${what}: 'like', 'unlike' or null (none); idempotent. Answers the fresh counters and the caller's reaction.`,
            params: z.object({ id: z.string() }),
            body: ZReactionBody,
            response: { 200: ZReactionState },
          },
          onRequest: signedIn,
        },
        async (request) => reactions.react(kind, request.params.id, requireAuth(request).user, request.body.value),
      );

    route('review', '/api/reviews/:id/reaction', 'a review');
    route('comment', '/api/comments/:id/reaction', 'a comment or a reply');
  };
