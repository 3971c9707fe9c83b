import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reviewMeToos, reviews } from '../../db/schema/index.ts';
import { visible } from '../reviews/reviews.repository.ts';

/** The review a 'me too' was said of, after the change: its author (for the notification) and count. */
export type MeTooChange = { reviewId: string; authorId: string; meTooCount: number; meToo: boolean; changed: boolean };

/**
 * Says (`on`) or takes back the user's 'me too' on a visible review and moves its count by one when
 * that changed anything, in one transaction serialised on the review row ('no key update', as the
 * reactions do). Undefined when there is no such visible review. The author's own review is answered
 * unchanged with `changed: false`; the service refuses it.
 */
export function setMeToo(db: Database, reviewId: string, userId: string, on: boolean) {
  return db.transaction(async (tx): Promise<MeTooChange | undefined> => {
    const [review] = await tx
      .select({ authorId: reviews.userId, meTooCount: reviews.meTooCount })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), visible))
      .for('no key update');
    if (!review) return undefined;
    const mine = and(eq(reviewMeToos.reviewId, reviewId), eq(reviewMeToos.userId, userId));
    const [had] = await tx.select({ userId: reviewMeToos.userId }).from(reviewMeToos).where(mine);
    if (review.authorId === userId || Boolean(had) === on) {
      return { reviewId, authorId: review.authorId, meTooCount: review.meTooCount, meToo: Boolean(had), changed: false };
    }
    if (on) await tx.insert(reviewMeToos).values({ reviewId, userId });
    else await tx.delete(reviewMeToos).where(mine);
    const [row] = await tx
      .update(reviews)
      .set({ meTooCount: sql`${reviews.meTooCount} + ${on ? 1 : -1}` })
      .where(eq(reviews.id, reviewId))
      .returning({ meTooCount: reviews.meTooCount });
    return { reviewId, authorId: review.authorId, meTooCount: row!.meTooCount, meToo: on, changed: true };
  });
}
