import { z } from 'zod';
import { err } from '../shared/errors.ts';

/** Like and unlike are one toggle per user and item; null clears the user's reaction. */
export const REACTION_VALUES = ['like', 'unlike'] as const;
export const ZReactionValue = z.enum(REACTION_VALUES, err('invalidValue'));
export type ReactionValue = z.infer<typeof ZReactionValue>;

/** PUT /api/reviews/:id/reaction and /api/comments/:id/reaction. */
export const ZReactionBody = z.object({ value: ZReactionValue.nullable() });
export type ReactionBody = z.infer<typeof ZReactionBody>;

export type ReactionCounts = { likeCount: number; unlikeCount: number };

/** How an item's counters move when a user's reaction goes from `from` to `to` (each -1, 0 or +1). */
export function reactionDelta(from: ReactionValue | null, to: ReactionValue | null): ReactionCounts {
  const change = (value: ReactionValue) => Number(to === value) - Number(from === value);
  return { likeCount: change('like'), unlikeCount: change('unlike') };
}
