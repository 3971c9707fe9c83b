import { isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reviews, users } from '../../db/schema/index.ts';

/** Live users, and how many of them have verified their e-mail: one pass over the table. */
export async function countUsers(db: Database) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      verified: sql<number>`(count(*) filter (where ${users.emailVerifiedAt} is not null))::int`,
    })
    .from(users)
    .where(isNull(users.deletedAt));
  return row ?? { count: 0, verified: 0 };
}

/** Public reviews per feeling score (the score mirrors the feeling, so no join). */
export async function countReviewsByScore(db: Database) {
  return db
    .select({ score: reviews.score, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(sql`${reviews.deletedAt} is null and ${reviews.status} <> 'hidden'`)
    .groupBy(reviews.score);
}
