import type { OptionKeyResolver } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { withTimeout } from '../../lib/with-timeout.ts';
import { listEnabledReviewOptions, type ReviewOptionRow } from './review-options.repository.ts';

export type ReviewOptionIndex = { byId: Map<string, ReviewOptionRow>; keyOf: OptionKeyResolver };

// Review options are reference data, upserted at start and fixed while the server runs: read once
// per database and shared by every service that checks option ids.
const indexes = new WeakMap<Database, Promise<ReviewOptionIndex>>();
/** A read of a few dozen rows; longer means the database is stuck, and every review request waits on it. */
export const REVIEW_OPTIONS_READ_TIMEOUT_MS = 5000;

function indexOf(rows: ReviewOptionRow[]): ReviewOptionIndex {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const keyOf: OptionKeyResolver = (category, id) => {
    const row = byId.get(id);
    return row?.category === category ? row.key : undefined;
  };
  return { byId, keyOf };
}

/** The enabled review options by id; a failed or timed-out read is not kept, so the next call tries again. */
export function reviewOptionIndex(db: Database): Promise<ReviewOptionIndex> {
  let index = indexes.get(db);
  if (!index) {
    const read = withTimeout(listEnabledReviewOptions(db), REVIEW_OPTIONS_READ_TIMEOUT_MS, 'review options').then(indexOf, (error: unknown) => {
      if (indexes.get(db) === read) indexes.delete(db);
      throw error;
    });
    indexes.set(db, (index = read));
  }
  return index;
}
