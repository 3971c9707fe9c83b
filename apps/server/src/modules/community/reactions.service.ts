import type { ReactionCounts, ReactionValue } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import { UUID } from '../reviews/reviews.cursor.ts';
import { requireVerifiedEmail } from '../reviews/reviews.policy.ts';
import type { UserRow } from '../users/users.repository.ts';
import * as repo from './reactions.repository.ts';
import type { ReactionTargetKind } from './reactions.repository.ts';

export type { ReactionTargetKind };

/** A like that did not exist before this request ('{name} liked your review'); the owner may be the actor. */
export type NewLike = { kind: ReactionTargetKind; targetId: string; reviewId: string; ownerId: string; actorId: string };

export type ReactionsDeps = {
  db: Database;
  limiter: RateLimiter;
  /** Called after the reaction is committed, for each new like: the seam for notifications. */
  onLiked?: (like: NewLike) => Promise<void>;
};

/** The target's fresh counters and the caller's reaction, as PUT …/reaction answers. */
export type ReactionState = ReactionCounts & { reaction: ReactionValue | null };

const HOUR = 3_600_000;
/** Per user: ten times the review and report limits (a reader likes many things), a brake on scripts. */
export const REACTIONS_PER_HOUR = 300;

export function createReactionsService({ db, limiter, onLiked }: ReactionsDeps) {
  return {
    /**
     * Sets the user's reaction to a review, comment or reply to `value` (null clears it). The client
     * makes the toggle: the pressed button's value, or null when it is already the user's reaction.
     * Idempotent; a deleted or hidden target, or one under a deleted or hidden review, is a 404.
     */
    async react(kind: ReactionTargetKind, targetId: string, user: UserRow, value: ReactionValue | null): Promise<ReactionState> {
      requireVerifiedEmail(user);
      await limiter.consume(`reaction:user:${user.id}`, { max: REACTIONS_PER_HOUR, windowMs: HOUR });
      const change = UUID.test(targetId) ? await repo.setReaction(db, kind, targetId, user.id, value) : undefined;
      if (!change) throw notFound(`No such ${kind}.`);
      const { target, from, to } = change;
      if (onLiked && to === 'like' && from !== 'like') {
        await onLiked({ kind, targetId: target.id, reviewId: target.reviewId, ownerId: target.ownerId, actorId: user.id });
      }
      return { likeCount: target.likeCount, unlikeCount: target.unlikeCount, reaction: to };
    },
  };
}

export type ReactionsService = ReturnType<typeof createReactionsService>;
