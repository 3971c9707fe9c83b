import type { MapBounds, SortKey } from '@suara/domain';
import { and, asc, desc, eq, gte, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsIgnoringCase } from '../../db/like-pattern.ts';
import { reviews, users } from '../../db/schema/index.ts';
import { SORT_KEYSETS, type KeyField, type ListCursor } from './reviews.cursor.ts';
import { author, feeling, selectReviewTiles, visible } from './reviews.repository.ts';

/** What a list or the map is narrowed to; the days are already instants: created_at in [createdFrom, createdBefore). */
export type ReviewConditions = {
  feeling?: string;
  service?: string;
  user?: string;
  operator?: string;
  route?: string;
  createdFrom?: Date;
  createdBefore?: Date;
};


function conditionsOf(where: ReviewConditions): SQL[] {
  const conditions: (SQL | undefined)[] = [
    where.feeling ? eq(reviews.feelingId, where.feeling) : undefined,
    where.service ? eq(reviews.serviceId, where.service) : undefined,
    where.user ? eq(reviews.userId, where.user) : undefined,
    where.operator ? containsIgnoringCase(reviews.operatorName, where.operator) : undefined,
    where.route ? containsIgnoringCase(reviews.routeName, where.route) : undefined,
    where.createdFrom ? gte(reviews.createdAt, where.createdFrom) : undefined,
    where.createdBefore ? lt(reviews.createdAt, where.createdBefore) : undefined,
  ];
  return conditions.filter((condition) => condition !== undefined);
}

/** Each keyset column as the index holds it (Critical's index is on the expression -score) and its type. */
const KEY_COLUMNS: Record<KeyField, { column: AnyColumn | SQL; type: string }> = {
  createdAt: { column: reviews.createdAt, type: 'timestamptz' },
  id: { column: reviews.id, type: 'uuid' },
  score: { column: reviews.score, type: 'int' },
  negScore: { column: sql`(-${reviews.score})`, type: 'int' },
  commentCount: { column: reviews.commentCount, type: 'int' },
  likeCount: { column: reviews.likeCount, type: 'int' },
  unlikeCount: { column: reviews.unlikeCount, type: 'int' },
};

/** Earliest reads its index forwards; every other sort reads its index backwards, all columns descending. */
const ascending = (sort: SortKey) => sort === 'earliest';

/**
 * The keyset columns of `sort` under `where`, each with its position in the cursor's values. A
 * feeling fixes the score (copied from it into the row), so under a feeling filter the score drops
 * out: Positive and Critical are then newest first, which reviews_feeling_idx serves, where walking
 * the score indexes would skip every review of the other feelings.
 */
function keysetOf(sort: SortKey, where: ReviewConditions) {
  return SORT_KEYSETS[sort]
    .map((field, position) => ({ ...KEY_COLUMNS[field], field, position }))
    .filter(({ field }) => !(where.feeling && (field === 'score' || field === 'negScore')));
}

const orderOf = (sort: SortKey, where: ReviewConditions) =>
  keysetOf(sort, where).map(({ column }) => (ascending(sort) ? asc(column) : desc(column)));

/** Rows after the cursor: one row comparison in the index's column order, e.g. (created_at, id) < (…, …). */
function afterCursor({ sort, values }: ListCursor, where: ReviewConditions): SQL {
  const keyset = keysetOf(sort, where);
  const columns = sql.join(
    keyset.map(({ column }) => sql`${column}`),
    sql`, `,
  );
  const bounds = sql.join(
    keyset.map(({ type, position }) => sql`${values[position]}::${sql.raw(type)}`),
    sql`, `,
  );
  return sql`(${columns}) ${sql.raw(ascending(sort) ? '>' : '<')} (${bounds})`;
}

export type TileListOptions = {
  where: ReviewConditions;
  sort: SortKey;
  after?: ListCursor;
  limit: number;
  /** An author's own profile list shows their hidden reviews too; no other list does. */
  withHidden?: boolean;
};

/** One page of feed tiles in `sort` order: `limit + 1` rows, so the caller knows whether another page follows. */
export function listReviewTiles(db: Database, { where, sort, after, limit, withHidden = false }: TileListOptions) {
  const conditions = [withHidden ? isNull(reviews.deletedAt) : visible, ...conditionsOf(where)];
  if (after) conditions.push(afterCursor(after, where));
  return selectReviewTiles(db)
    .where(and(...conditions))
    .orderBy(...orderOf(sort, where))
    .limit(limit + 1);
}

// A range on both columns of reviews_location_idx; a review without a location is never in it.
const inBox = ({ west, south, east, north }: MapBounds) =>
  sql`${reviews.latitude} between ${south} and ${north} and ${reviews.longitude} between ${west} and ${east}`;

/** How many visible reviews the box holds, counting no further than `upTo`: a range read of reviews_location_idx. */
export async function countInBox(db: Database, box: MapBounds, where: ReviewConditions, upTo: number) {
  const found = db
    .select({ one: sql`1`.as('one') })
    .from(reviews)
    .where(and(visible, inBox(box), ...conditionsOf(where)))
    .limit(upTo)
    .as('found');
  const [row] = await db.select({ count: sql<number>`count(*)::int`.mapWith(Number) }).from(found);
  return row?.count ?? 0;
}

/** Up to `limit` reviews in the box as map points, in no particular order. */
export function listMapPoints(db: Database, box: MapBounds, where: ReviewConditions, limit: number) {
  return db
    .select({
      id: reviews.id,
      latitude: sql<number>`${reviews.latitude}`.mapWith(Number),
      longitude: sql<number>`${reviews.longitude}`.mapWith(Number),
      score: reviews.score,
      feelingKey: feeling.key,
      author,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(feeling, eq(feeling.id, reviews.feelingId))
    .where(and(visible, inBox(box), ...conditionsOf(where)))
    .limit(limit);
}

/**
 * The reviews in the box grouped on a grid of `cellDegrees` cells: each cell's column and row on
 * the grid, mean position, count and rounded mean score.
 */
export function listMapClusters(db: Database, box: MapBounds, where: ReviewConditions, cellDegrees: number) {
  const column = sql<number>`floor(${reviews.longitude} / ${cellDegrees}::float8)`;
  const row = sql<number>`floor(${reviews.latitude} / ${cellDegrees}::float8)`;
  return db
    .select({
      column: column.mapWith(Number),
      row: row.mapWith(Number),
      latitude: sql<number>`avg(${reviews.latitude})`.mapWith(Number),
      longitude: sql<number>`avg(${reviews.longitude})`.mapWith(Number),
      count: sql<number>`count(*)::int`.mapWith(Number),
      score: sql<number>`round(avg(${reviews.score}))::int`.mapWith(Number),
    })
    .from(reviews)
    .where(and(visible, inBox(box), ...conditionsOf(where)))
    // By position: the expressions again would be new parameters, which PostgreSQL cannot match to the select's.
    .groupBy(sql`1`, sql`2`);
}
