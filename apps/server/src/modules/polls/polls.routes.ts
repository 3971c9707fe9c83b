import { ZPollVoteBody } from '@suara/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../module-deps.ts';
import { ZPollList, ZPollVoteResult } from './polls.presenter.ts';
import type { PollCaller } from './polls.service.ts';

const callerOf = (request: FastifyRequest): PollCaller => ({ userId: request.auth?.user.id ?? null, ip: request.ip });

/** The MaaS feature poll (spec §2 'MaaS page', §7 /maaspoll). Public: visitors vote as their address. */
export const pollRoutes =
  ({ config, polls }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    if (!config.pollVoterSecret && config.databaseUrl) {
      app.log.warn('POLL_VOTER_SECRET is unset: this process keeps its own key in DATA_DIR; set it when several processes serve the site.');
    }

    app.get(
      '/api/polls',
      {
        schema: {
          tags: ['polls'],
          description:
            "The MaaS feature questions in display order: English and Malay title and description, images, link, the yes/no counts and the caller's own answer (null when they have not voted). A visitor is recognised by their address.",
          response: { 200: ZPollList },
        },
      },
      async (request) => polls.list(callerOf(request)),
    );

    app.post(
      '/api/polls/:id/vote',
      {
        schema: {
          tags: ['polls'],
          description:
            "Votes 'yes' or 'no' on a question as the signed-in user or, for a visitor, as their address (stored only as a keyed hash). One vote per question and voter: voting again changes the answer. Answers the question's new counts and the vote.",
          params: z.object({ id: z.string() }),
          body: ZPollVoteBody,
          response: { 200: ZPollVoteResult },
        },
        // No body at all reads as an empty one, so the answer is named as the missing field.
        preValidation: async (request) => {
          request.body ??= {} as typeof request.body;
        },
      },
      async (request) => polls.vote(request.params.id, callerOf(request), request.body.answer),
    );
  };
