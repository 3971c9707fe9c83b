import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';

/** Time-ordered ids keep b-tree inserts local and make `id` a usable keyset tie-breaker. */
export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
