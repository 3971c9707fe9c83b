import { hasUnstorableCharacter, mapCellDegrees, type MapBounds, type SortKey } from '@suara/domain';
import { and, asc, desc, eq, gte, isNull, lt, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { literalLimit } from '../../db/literal-limit.ts';
import { containingPattern, likeIgnoringCase } from '../../db/like-pattern.ts';
import { PLAN_EACH_RUN, preparedQueries, preparedQuery } from '../../db/prepared-queries.ts';
import { reviewMapCells, reviews, users } from '../../db/schema/index.ts';
import type { GridCell } from './map-cluster-cache.ts';
import { SORT_KEYSETS, type KeyField, type ListCursor } from './reviews.cursor.ts';
import type { MapPointRow } from './reviews.presenter.ts';
import { author, authorFromJson, feeling, tileFromJson, tileJson, visible, type ReviewTileRow } from './reviews.repository.ts';

/** What a list or the map is narrowed to; the days are already instants: created_at in [createdFrom, createdBefore). */
export type ReviewConditions = {
  feeling?: string;
  service?: string;
  aspect?: string;
  user?: string;
  operator?: string;
  route?: string;
  createdFrom?: Date;
  createdBefore?: Date;
};


const FILTERS = ['feeling', 'service', 'aspect', 'user', 'operator', 'route', 'createdFrom', 'createdBefore'] as const satisfies (keyof ReviewConditions)[];
type Filter = (typeof FILTERS)[number];

const SUBSTRING_FILTERS = ['operator', 'route'] as const satisfies Filter[];
type SubstringFilter = (typeof SUBSTRING_FILTERS)[number];
const isSubstringFilter = (filter: Filter): filter is SubstringFilter => (SUBSTRING_FILTERS as readonly Filter[]).includes(filter);
const isDateFilter = (filter: Filter) => filter === 'createdFrom' || filter === 'createdBefore';

/** The names a substring filter looks in (on its placeholder below, or on a pattern a statement carries). */
const SUBSTRING_COLUMNS: Record<SubstringFilter, AnyColumn> = { operator: reviews.operatorName, route: reviews.routeName };

/** Each filter as a condition on its value: a placeholder named after the filter, or a value the statement carries. */
const FILTER_CONDITIONS: Record<Filter, (value: SQL | Placeholder) => SQL> = {
  feeling: (value) => eq(reviews.feelingId, value),
  service: (value) => eq(reviews.serviceId, value),
  aspect: (value) => eq(reviews.aspectId, value),
  user: (value) => eq(reviews.userId, value),
  operator: (value) => likeIgnoringCase(SUBSTRING_COLUMNS.operator, value),
  route: (value) => likeIgnoringCase(SUBSTRING_COLUMNS.route, value),
  createdFrom: (value) => gte(reviews.createdAt, value),
  createdBefore: (value) => lt(reviews.createdAt, value),
};

/** A statement's carried values, by filter: LIKE patterns, ids, and instants as ISO text. */
export type CarriedValues = Partial<Record<Filter, string>>;

/**
 * Whether a statement under `filters` is planned for its values on every run instead of keeping
 * one plan. A substring's share of the reviews ranges widely with its value (40% or 0.3%), and the
 * best plan with it. A date range's share in a kept plan is a fixed guess (0.5% of the rows): alone
 * it is harmless, as only the sort's index serves it, but next to another filter or the map's box
 * the guess chooses between their indexes (seen: a bitmap of a whole service, 4.6 ms, instead of
 * 0.7 ms through the feeling's index). Values the statement carries (`carried`, see carriedValues)
 * are planned for once; other filters keep their plans.
 */
export function plannedPerValue(filters: readonly Filter[], { inBox = false, carried = [] as readonly Filter[] } = {}): boolean {
  const open = filters.filter((filter) => !carried.includes(filter));
  if (open.some(isSubstringFilter)) return true;
  return open.some(isDateFilter) && (inBox || filters.some((filter) => !isDateFilter(filter)));
}

/**
 * The values of `where` that a list's statement may carry as literals (substrings as LIKE patterns,
 * days as instants, ids as they are), so that PostgreSQL plans it once per connection (PGlite: once),
 * as a named statement, instead of on every run. Every value, not only those it plans for: with any
 * left as parameters, PostgreSQL may still judge its kept plan worse than one made for the values
 * and plan again on every run (it did for filter combined). Planning was a third to half of a
 * filtered page's cost on PGlite. Text PostgreSQL cannot hold stays a parameter (and fails there as before).
 */
export function carriedValues(where: ReviewConditions): CarriedValues {
  const values: CarriedValues = {};
  for (const filter of FILTERS) {
    const value = where[filter];
    if (value instanceof Date) values[filter] = value.toISOString();
    else if (value !== undefined && !isSubstringFilter(filter)) values[filter] = value;
    else if (value !== undefined && !hasUnstorableCharacter(value)) values[filter] = containingPattern(value);
  }
  return values;
}

/** Statements that carry values, per process: a small share of the 500 it names (named-statements.ts). */
export const VALUE_STATEMENTS_MAX = 64;
const valueStatements = new Set<string>();

/**
 * Whether the statement of shape `key` may carry its values: it already does, or there is room for
 * one more. A connection keeps a statement it prepared for its life, so the first
 * VALUE_STATEMENTS_MAX a process meets get theirs; the others are planned on every run, as before.
 */
export function mayCarryValues(key: string): boolean {
  if (valueStatements.has(key)) return true;
  if (valueStatements.size >= VALUE_STATEMENTS_MAX) return false;
  valueStatements.add(key);
  return true;
}

/** `text` as an SQL string constant: E'' takes its backslashes as escapes whatever standard_conforming_strings is. */
const stringConstant = (text: string) => sql.raw(`E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`);

/** Each filter's SQL type, for its carried value: the ids are checked (option ids known, a user id a UUID) before. */
const FILTER_TYPES: Record<Filter, string> = {
  feeling: 'uuid',
  service: 'uuid',
  aspect: 'uuid',
  user: 'uuid',
  operator: 'text',
  route: 'text',
  createdFrom: 'timestamptz',
  createdBefore: 'timestamptz',
};

/** The filters `where` sets, in a fixed order: part of a statement's shape. */
const filtersOf = (where: ReviewConditions): Filter[] => FILTERS.filter((filter) => Boolean(where[filter]));

/** Each filter's condition: on its placeholder, or on the value the statement carries. */
const conditionsOf = (filters: readonly Filter[], carried: CarriedValues = {}): SQL[] =>
  filters.map((filter) => {
    const value = carried[filter];
    return FILTER_CONDITIONS[filter](value === undefined ? sql.placeholder(filter) : sql`${stringConstant(value)}::${sql.raw(FILTER_TYPES[filter])}`);
  });

/** The filters' placeholder values: the name texts as LIKE patterns, the instants as ISO text. */
function filterValues(where: ReviewConditions): Record<string, string | undefined> {
  return {
    feeling: where.feeling,
    service: where.service,
    aspect: where.aspect,
    user: where.user,
    operator: where.operator ? containingPattern(where.operator) : undefined,
    route: where.route ? containingPattern(where.route) : undefined,
    createdFrom: where.createdFrom?.toISOString(),
    createdBefore: where.createdBefore?.toISOString(),
  };
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
  meTooCount: { column: reviews.meTooCount, type: 'int' },
};

/** Earliest reads its index forwards; every other sort reads its index backwards, all columns descending. */
const ascending = (sort: SortKey) => sort === 'earliest';

/**
 * The keyset columns of `sort`, each with its position in the cursor's values. A feeling filter
 * fixes the score (copied from it into the row), so under one the score drops out: Positive and
 * Critical are then newest first, which reviews_feeling_idx serves, where walking the score indexes
 * would skip every review of the other feelings.
 */
function keysetOf(sort: SortKey, byFeeling: boolean) {
  return SORT_KEYSETS[sort]
    .map((field, position) => ({ ...KEY_COLUMNS[field], field, position }))
    .filter(({ field }) => !(byFeeling && (field === 'score' || field === 'negScore')));
}

const orderOf = (sort: SortKey, byFeeling: boolean) =>
  keysetOf(sort, byFeeling).map(({ column }) => (ascending(sort) ? asc(column) : desc(column)));

/** The placeholder of the cursor's value at `position`. */
const cursorValueName = (position: number) => `after${position}`;

/** Rows after the cursor: one row comparison in the index's column order, e.g. (created_at, id) < (…, …). */
function afterCursor(sort: SortKey, byFeeling: boolean): SQL {
  const keyset = keysetOf(sort, byFeeling);
  const columns = sql.join(
    keyset.map(({ column }) => sql`${column}`),
    sql`, `,
  );
  const bounds = sql.join(
    keyset.map(({ type, position }) => sql`${sql.placeholder(cursorValueName(position))}::${sql.raw(type)}`),
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

type TileShape = { sort: SortKey; filters: Filter[]; carried: CarriedValues; after: boolean; limit: number; withHidden: boolean };

const tileShapeKey = ({ sort, filters, carried, after, limit, withHidden }: TileShape) =>
  [sort, filters.join('+'), JSON.stringify(carried), after ? 'after' : '', limit, withHidden ? 'hidden' : ''].join('/');

const tileQuery = preparedQueries(
  'tiles',
  tileShapeKey,
  (db, { sort, filters, carried, after, limit, withHidden }: TileShape, name) => {
    const byFeeling = filters.includes('feeling');
    const conditions = [withHidden ? isNull(reviews.deletedAt) : visible, ...conditionsOf(filters, carried)];
    if (after) conditions.push(afterCursor(sort, byFeeling));
    const page = db
      .select({ tile: sql`${tileJson}`.as('tile') })
      .from(reviews)
      .where(and(...conditions))
      .orderBy(...orderOf(sort, byFeeling))
      .limit(literalLimit(limit))
      .as('page');
    // The page's order is kept: json_agg takes the rows as the sorted subquery gives them.
    return db
      .select({ tiles: sql<Record<string, unknown>[] | null>`json_agg(${page.tile})` })
      .from(page)
      .prepare(plannedPerValue(filters, { carried: Object.keys(carried) as Filter[] }) ? PLAN_EACH_RUN : name);
  },
);

/**
 * One page of feed tiles in `sort` order: `limit + 1` rows, so the caller knows whether another
 * page follows. The page comes as one field of JSON (tileJson): the drivers' parsing of a row's
 * twenty fields, and drizzle's mapping of them, cost more in Node than the statement's reading
 * (issue #19, as for the map's points).
 */
export async function listReviewTiles(db: Database, { where, sort, after, limit, withHidden = false }: TileListOptions): Promise<ReviewTileRow[]> {
  const plain: TileShape = { sort, filters: filtersOf(where), carried: {}, after: Boolean(after), limit: limit + 1, withHidden };
  const carrying: TileShape = { ...plain, carried: carriedValues(where) };
  // Only where carrying its values spares the statement a plan on every run: a slot is for good.
  const spared = plannedPerValue(plain.filters) && !plannedPerValue(plain.filters, { carried: Object.keys(carrying.carried) as Filter[] });
  const shape = spared && mayCarryValues(tileShapeKey(carrying)) ? carrying : plain;
  const query = tileQuery(db, shape);
  const cursorValues = Object.fromEntries((after?.values ?? []).map((value, position) => [cursorValueName(position), value]));
  const [row] = await query.execute({ ...filterValues(where), ...cursorValues });
  return (row?.tiles ?? []).map(tileFromJson);
}

// A range on both columns of reviews_location_idx; a review without a location is never in it.
const inBox = sql`${reviews.latitude} between ${sql.placeholder('south')} and ${sql.placeholder('north')} and ${reviews.longitude} between ${sql.placeholder('west')} and ${sql.placeholder('east')}`;

type MapShape = { filters: Filter[]; limit: number };

/** A point as the statement writes it: the review's id, position, score and feeling, and its author's columns. */
type PointTuple = [id: string, latitude: number, longitude: number, score: number, feelingKey: string, authorId: string, authorName: string, avatarKey: string | null, deletedAt: string | null];

/**
 * The box's reviews as points, or only their count when there are more than `limit`, in one
 * statement and one row: `found` reads at most `limit + 1` ids (through reviews_location_idx for a
 * small box), and the points come as one JSON array only when they are `limit` or fewer. One field
 * of JSON, parsed natively, instead of a row of nine fields a point: the drivers' parsing and
 * drizzle's mapping of each field were most of a zoomed-in map's cost in Node (issue #19).
 */
const mapPointsQuery = preparedQueries('map-points', ({ filters, limit }: MapShape) => `${filters.join('+')}/${limit}`, (db, { filters, limit }: MapShape, name) => {
  const found = db
    .$with('found')
    .as(
      db
        .select({ foundId: sql<string>`${reviews.id}`.as('found_id') })
        .from(reviews)
        .where(and(visible, inBox, ...conditionsOf(filters)))
        .limit(literalLimit(limit + 1)),
    );
  const total = db.$with('total').as(db.select({ count: sql<number>`count(*)::int`.as('count') }).from(found));
  const point = sql`json_build_array(${reviews.id}, ${reviews.latitude}, ${reviews.longitude}, ${reviews.score}, ${feeling.key}, ${author.id}, ${author.name}, ${author.avatarKey}, ${author.deletedAt})`;
  const points = db
    .select({ points: sql`json_agg(${point})` })
    .from(found)
    .innerJoin(reviews, eq(reviews.id, found.foundId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(feeling, eq(feeling.id, reviews.feelingId));
  return db
    .with(found, total)
    .select({
      total: total.count,
      points: sql<PointTuple[] | null>`case when ${total.count} <= ${sql.raw(String(limit))} then (${points}) end`,
    })
    .from(total)
    .prepare(plannedPerValue(filters, { inBox: true }) ? PLAN_EACH_RUN : name);
});

/** Up to `limit` reviews in the box as map points, in no particular order; null when it holds more. */
export async function findMapPoints(db: Database, box: MapBounds, where: ReviewConditions, limit: number): Promise<MapPointRow[] | null> {
  const [row] = await mapPointsQuery(db, { filters: filtersOf(where), limit }).execute({ ...box, ...filterValues(where) });
  if ((row?.total ?? 0) > limit) return null;
  return (row?.points ?? []).map(([id, latitude, longitude, score, feelingKey, authorId, authorName, avatarKey, deletedAt]) => ({
    id,
    latitude,
    longitude,
    score,
    feelingKey,
    author: authorFromJson({ id: authorId, name: authorName, avatarKey, deletedAt }),
  }));
}

const mapClustersQuery = preparedQueries(
  'map-clusters',
  (filters: Filter[]) => filters.join('+'),
  // Planned for each box: a street's or a country's (each tile's answer is kept a while, see map-cluster-cache.ts).
  (db, filters: Filter[]) => {
    const cell = sql.placeholder('cellDegrees');
    const column = sql<number>`floor(${reviews.longitude} / ${cell}::float8)`;
    const row = sql<number>`floor(${reviews.latitude} / ${cell}::float8)`;
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
      .where(and(visible, inBox, ...conditionsOf(filters)))
      // By position: the expressions again would be new parameters, which PostgreSQL cannot match to the select's.
      .groupBy(sql`1`, sql`2`)
      .prepare(PLAN_EACH_RUN);
  },
);

/**
 * The reviews in the box grouped on a grid of `cellDegrees` cells: each cell's column and row on
 * the grid, mean position, count and rounded mean score.
 */
export function listMapClusters(db: Database, box: MapBounds, where: ReviewConditions, cellDegrees: number) {
  return mapClustersQuery(db, filtersOf(where)).execute({ ...box, cellDegrees, ...filterValues(where) });
}

/** The zoom levels whose clusters the database keeps (review_map_cells, migration 0020). */
export const MAP_CELLS_ZOOM_MAX = 16;

/** The filters the kept clusters are also kept for, one at a time. */
const KEPT_CELL_FILTERS: readonly Filter[] = ['service', 'aspect', 'feeling'];

/**
 * The kept cells' filter for the reviews `where` narrows to at `zoom`: '' for all of them,
 * 'service:{id}' (or aspect, feeling) for one such filter alone; undefined when none is kept.
 */
export function mapCellsFilterOf(where: ReviewConditions, zoom: number): string | undefined {
  if (zoom > MAP_CELLS_ZOOM_MAX) return undefined;
  const [filter, ...more] = filtersOf(where);
  if (!filter) return '';
  return more.length === 0 && KEPT_CELL_FILTERS.includes(filter) ? `${filter}:${where[filter]!.toString()}` : undefined;
}

const mapCellsQuery = preparedQuery('map-cells', (db, name) =>
  db
    .select({
      column: reviewMapCells.x,
      row: reviewMapCells.y,
      latitude: sql<number>`${reviewMapCells.latitudeSum} / ${reviewMapCells.reviews}`.mapWith(Number),
      longitude: sql<number>`${reviewMapCells.longitudeSum} / ${reviewMapCells.reviews}`.mapWith(Number),
      count: reviewMapCells.reviews,
      // As round(avg(score)) rounds: in numeric, halves away from zero.
      score: sql<number>`round(${reviewMapCells.scoreSum}::numeric / ${reviewMapCells.reviews})::int`.mapWith(Number),
    })
    .from(reviewMapCells)
    .where(
      and(
        eq(reviewMapCells.zoom, sql.placeholder('zoom')),
        eq(reviewMapCells.filter, sql.placeholder('filter')),
        gte(reviewMapCells.x, sql.placeholder('fromX')),
        lt(reviewMapCells.x, sql.placeholder('toX')),
        gte(reviewMapCells.y, sql.placeholder('fromY')),
        lt(reviewMapCells.y, sql.placeholder('toY')),
      ),
    )
    .prepare(name),
);

/**
 * The kept clusters of the reviews `filter` (from mapCellsFilterOf) names, in the cells lying in
 * `box`, whose edges lie on the grid (whole tiles): what listMapClusters groups for the same box,
 * read from a few hundred rows.
 */
export function listMapCells(db: Database, box: MapBounds, zoom: number, filter: string): Promise<GridCell[]> {
  const cell = mapCellDegrees(zoom);
  return mapCellsQuery(db).execute({
    zoom,
    filter,
    fromX: Math.floor(box.west / cell),
    toX: Math.ceil(box.east / cell),
    fromY: Math.floor(box.south / cell),
    toY: Math.ceil(box.north / cell),
  });
}
