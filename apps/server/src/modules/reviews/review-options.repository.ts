import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reviewOptions } from '../../db/schema/index.ts';

export type ReviewOptionRow = typeof reviewOptions.$inferSelect;

export function listEnabledReviewOptions(db: Database): Promise<ReviewOptionRow[]> {
  return db
    .select()
    .from(reviewOptions)
    .where(eq(reviewOptions.enabled, true))
    .orderBy(asc(reviewOptions.category), asc(reviewOptions.sort));
}
