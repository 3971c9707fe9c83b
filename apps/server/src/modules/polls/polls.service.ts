import type { PollAnswer } from '@suara/domain';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { perAddressLimit, type RateLimiter } from '../../plugins/rate-limiter.ts';
import { UUID } from '../reviews/reviews.cursor.ts';
import { presentQuestion, type PollVoteResult } from './polls.presenter.ts';
import * as repo from './polls.repository.ts';
import { resolveVoterSecret, voterKey } from './polls.voter.ts';

/** The caller as the poll sees them: a signed-in user's id, or null for a visitor, and the client address. */
export type PollCaller = { userId: string | null; ip: string };

const HOUR = 3_600_000;
/** Votes an hour: five cards, a few changes of mind, with room to spare; a brake on scripts. */
export const VOTES_PER_HOUR = 60;

export type PollsDeps = {
  db: Database;
  limiter: RateLimiter;
  /** Key of the visitor hash (resolveVoterSecret). */
  voterSecret: string;
  /** RATE_LIMIT_MULTIPLIER: a visitor's limit is per address, which a household or office shares. */
  rateLimitMultiplier: number;
};

export function createPollsService({ db, limiter, voterSecret, rateLimitMultiplier }: PollsDeps) {
  const keyOf = (caller: PollCaller) => voterKey(voterSecret, caller);

  return {
    /** GET /api/polls: the questions in order with their results and the caller's answer (null without a caller). */
    async list(caller: PollCaller | null) {
      const rows = await repo.listQuestionsWithResults(db, caller ? keyOf(caller) : null);
      return { items: rows.map(presentQuestion) };
    },

    /** POST /api/polls/:id/vote: anyone votes once per question; voting again changes the answer. */
    async vote(questionId: string, caller: PollCaller, answer: PollAnswer): Promise<PollVoteResult> {
      const key = keyOf(caller);
      const limit = caller.userId ? { max: VOTES_PER_HOUR, windowMs: HOUR } : perAddressLimit(VOTES_PER_HOUR, HOUR, rateLimitMultiplier);
      await limiter.consume(`poll-vote:${key}`, limit);
      if (!UUID.test(questionId) || !(await repo.questionExists(db, questionId))) throw notFound('No such question.');
      await repo.upsertVote(db, questionId, key, answer);
      return { id: questionId, results: await repo.resultsOf(db, questionId), answer };
    },
  };
}

export type PollsService = ReturnType<typeof createPollsService>;

/** The one polls service of the app: its visitor-hash key from POLL_VOTER_SECRET, else from DATA_DIR. */
export function createConfiguredPollsService({ db, limiter, config }: Pick<PollsDeps, 'db' | 'limiter'> & { config: Config }) {
  return createPollsService({
    db,
    limiter,
    voterSecret: resolveVoterSecret(config.pollVoterSecret, config.dataDir),
    rateLimitMultiplier: config.rateLimitMultiplier,
  });
}
