import type { OptionKeyResolver } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { listEnabledReviewOptions, type ReviewOptionRow } from './review-options.repository.ts';

export type ReviewOptionIndex = { byId: Map<string, ReviewOptionRow>; keyOf: OptionKeyResolver };

// Review options are reference data, upserted at start and fixed while the server runs: read once
// per database and shared by every service that checks option ids.
const indexes = new WeakMap<Database, Promise<ReviewOptionIndex>>();

function indexOf(rows: ReviewOptionRow[]): ReviewOptionIndex {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const keyOf: OptionKeyResolver = (category, id) => {
    const row = byId.get(id);
    return row?.category === category ? row.key : undefined;
  };
  return { byId, keyOf };
}

/** The enabled review options by id; a failed read is not kept, so the next call tries again. */
export function reviewOptionIndex(db: Database): Promise<ReviewOptionIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = listEnabledReviewOptions(db).then(indexOf, (error: unknown) => {
      indexes.delete(db);
      throw error;
    });
    indexes.set(db, index);
  }
  return index;
}
