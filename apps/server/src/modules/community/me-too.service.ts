import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import { UUID } from '../reviews/reviews.cursor.ts';
import { requireVerifiedEmail } from '../reviews/reviews.policy.ts';
import type { UserRow } from '../users/users.repository.ts';
import { setMeToo } from './me-too.repository.ts';
import { REACTIONS_PER_HOUR } from './reactions.service.ts';

/** A 'me too' that did not exist before this request: '{name} said this happened to them too'. */
export type NewMeToo = { reviewId: string; authorId: string; actorId: string };

export type MeTooDeps = {
  db: Database;
  limiter: RateLimiter;
  /** Called after a new 'me too' is committed: the seam for notifications. */
  onMeToo?: (meToo: NewMeToo) => Promise<void>;
};

/** The review's fresh count and whether the caller said it, as PUT and DELETE …/me-too answer. */
export type MeTooState = { meTooCount: number; meToo: boolean };

const HOUR = 3_600_000;

/**
 * 'This happened to me too' (issue #18): a rider's corroboration of someone else's review. Like a
 * reaction it needs a verified e-mail and shares the reactions' hourly brake (a tap, not a post).
 */
export function createMeTooService({ db, limiter, onMeToo }: MeTooDeps) {
  return {
    /** Says or takes back the user's 'me too'; idempotent. 404 for a deleted or hidden review, 403 for one's own. */
    async set(reviewId: string, user: UserRow, on: boolean): Promise<MeTooState> {
      requireVerifiedEmail(user);
      await limiter.consume(`me-too:user:${user.id}`, { max: REACTIONS_PER_HOUR, windowMs: HOUR });
      const change = UUID.test(reviewId) ? await setMeToo(db, reviewId, user.id, on) : undefined;
      if (!change) throw notFound('No such review.');
      if (change.authorId === user.id) throw new AppError(403, 'own_review', 'This is your own review: it happened to you already.');
      if (change.changed && on && onMeToo) await onMeToo({ reviewId, authorId: change.authorId, actorId: user.id });
      return { meTooCount: change.meTooCount, meToo: change.meToo };
    },
  };
}
