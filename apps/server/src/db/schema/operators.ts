import { OPERATOR_KINDS } from '@suara/domain';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/** Who runs a service (Rapid KL, KTM, Grab…): seeded, added by administrators or by a GTFS import. */
export const operators = pgTable(
  'operators',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: OPERATOR_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_slug_key').on(t.slug)],
);

/**
 * The names an operator goes by, its own included, keyed by `operatorKey` (letters and digits, lower
 * case): a review's operator text matches with one primary-key lookup, and a key names one operator.
 */
export const operatorAliases = pgTable(
  'operator_aliases',
  {
    key: text('key').primaryKey(),
    /** The name as first written, for the admin to read. */
    name: text('name').notNull(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
  },
  (t) => [index('operator_aliases_operator_idx').on(t.operatorId)],
);
