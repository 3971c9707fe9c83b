import { reactionDelta, type ReactionCounts, type ReactionValue } from '@suara/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { commentReactions, comments, reviewReactions, reviews } from '../../db/schema/index.ts';
import { visible } from '../reviews/reviews.repository.ts';

export type ReactionTargetKind = 'review' | 'comment';

/** What was reacted to: its owner and review (for notifications) and its counters. */
export type ReactionTarget = { id: string; reviewId: string; ownerId: string } & ReactionCounts;

export type ReactionChange = { target: ReactionTarget; from: ReactionValue | null; to: ReactionValue | null };

/**
 * Locks the target row until the transaction ends: every reaction to one target queues here, so
 * reading the old reaction and moving the counters cannot interleave. 'no key update' leaves the
 * key-share locks of foreign keys (a new comment on the review, a reply to the comment) free.
 */
async function lockTarget(tx: Database, kind: ReactionTargetKind, id: string): Promise<ReactionTarget | undefined> {
  if (kind === 'review') {
    const [row] = await tx
      .select({ id: reviews.id, reviewId: reviews.id, ownerId: reviews.userId, likeCount: reviews.likeCount, unlikeCount: reviews.unlikeCount })
      .from(reviews)
      .where(and(eq(reviews.id, id), visible))
      .for('no key update');
    return row;
  }
  // A comment or reply counts as gone when it or its review is deleted or hidden; only the comment is locked.
  const [row] = await tx
    .select({ id: comments.id, reviewId: comments.reviewId, ownerId: comments.userId, likeCount: comments.likeCount, unlikeCount: comments.unlikeCount })
    .from(comments)
    .innerJoin(reviews, eq(reviews.id, comments.reviewId))
    .where(and(eq(comments.id, id), isNull(comments.deletedAt), isNull(comments.hiddenAt), visible))
    .for('no key update', { of: comments });
  return row;
}

async function findReaction(tx: Database, kind: ReactionTargetKind, targetId: string, userId: string): Promise<ReactionValue | null> {
  const [row] =
    kind === 'review'
      ? await tx
          .select({ value: reviewReactions.value })
          .from(reviewReactions)
          .where(and(eq(reviewReactions.reviewId, targetId), eq(reviewReactions.userId, userId)))
      : await tx
          .select({ value: commentReactions.value })
          .from(commentReactions)
          .where(and(eq(commentReactions.commentId, targetId), eq(commentReactions.userId, userId)));
  return row?.value ?? null;
}

/** Writes the user's reaction row: deleted for null, else inserted or changed (one row per user and target). */
async function writeReaction(tx: Database, kind: ReactionTargetKind, targetId: string, userId: string, value: ReactionValue | null) {
  if (kind === 'review') {
    const mine = and(eq(reviewReactions.reviewId, targetId), eq(reviewReactions.userId, userId));
    if (value === null) await tx.delete(reviewReactions).where(mine);
    else
      await tx
        .insert(reviewReactions)
        .values({ reviewId: targetId, userId, value })
        .onConflictDoUpdate({ target: [reviewReactions.reviewId, reviewReactions.userId], set: { value } });
    return;
  }
  const mine = and(eq(commentReactions.commentId, targetId), eq(commentReactions.userId, userId));
  if (value === null) await tx.delete(commentReactions).where(mine);
  else
    await tx
      .insert(commentReactions)
      .values({ commentId: targetId, userId, value })
      .onConflictDoUpdate({ target: [commentReactions.commentId, commentReactions.userId], set: { value } });
}

/** Adds `delta` to the target's counters in the database (not from the values read) and returns the result. */
async function addToCounts(tx: Database, kind: ReactionTargetKind, targetId: string, delta: ReactionCounts): Promise<ReactionCounts> {
  const table = kind === 'review' ? reviews : comments;
  const [row] = await tx
    .update(table)
    .set({ likeCount: sql`${table.likeCount} + ${delta.likeCount}`, unlikeCount: sql`${table.unlikeCount} + ${delta.unlikeCount}` })
    .where(eq(table.id, targetId))
    .returning({ likeCount: table.likeCount, unlikeCount: table.unlikeCount });
  return row!;
}

/**
 * Sets a user's reaction to a visible review, comment or reply, and moves the target's counters by
 * the difference, in one transaction serialised on the target row. Undefined when there is no
 * such target (or it is deleted or hidden). Setting the reaction the user already has changes nothing.
 */
export function setReaction(db: Database, kind: ReactionTargetKind, targetId: string, userId: string, to: ReactionValue | null) {
  return db.transaction(async (tx): Promise<ReactionChange | undefined> => {
    const target = await lockTarget(tx, kind, targetId);
    if (!target) return undefined;
    const from = await findReaction(tx, kind, targetId, userId);
    if (from === to) return { target, from, to };
    await writeReaction(tx, kind, targetId, userId, to);
    const counts = await addToCounts(tx, kind, targetId, reactionDelta(from, to));
    return { target: { ...target, ...counts }, from, to };
  });
}
