import { and, count, eq, getTableColumns, inArray, isNull, like, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { createOperatorsService } from '../../../modules/operators/operators.service.ts';
import { createTransitService } from '../../../modules/transit/transit.service.ts';
import type { UploadsService } from '../../../modules/uploads/uploads.service.ts';
import type { Database } from '../../client.ts';
import { commentReactions, comments, reviewOptions, reviewReactions, reviews, users } from '../../schema/index.ts';
import { DEMO_USERNAME_PREFIX } from './names.ts';
import { insideKlangValley } from './places.ts';
import type { DemoBatch, OptionIds } from './reviews.ts';
import type { DemoStop } from './transport.ts';
import type { NewDemoUser } from './users.ts';

// Everything the demo seed reads from and writes to the database.

export type UserRow = typeof users.$inferSelect;

/** Demo accounts: the 'demo.' username prefix, an example e-mail domain and no password. */
const isDemoUser = and(like(users.username, `${DEMO_USERNAME_PREFIX}%`), like(users.email, '%@example.%'), isNull(users.passwordHash));

export function findDemoUsers(db: Database): Promise<UserRow[]> {
  return db.select().from(users).where(isDemoUser);
}

export async function countDemoReviews(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviews)
    .where(inArray(reviews.userId, db.select({ id: users.id }).from(users).where(isDemoUser)));
  return row?.n ?? 0;
}

export async function loadOptionIds(db: Database): Promise<OptionIds> {
  const rows = await db.select({ category: reviewOptions.category, key: reviewOptions.key, id: reviewOptions.id }).from(reviewOptions).where(eq(reviewOptions.enabled, true));
  const ids: OptionIds = { feeling: {}, service: {}, aspect: {} };
  for (const row of rows) ids[row.category][row.key] = row.id;
  return ids;
}

export const loadOperatorAliases = (db: Database) => createOperatorsService(db).aliasIndex();

/** Bus stops inside the Klang Valley with the routes through them (an imported feed may reach further). */
export async function loadStops(db: Database): Promise<DemoStop[]> {
  const stops = await createTransitService(db).listStops();
  return stops
    .filter((stop) => insideKlangValley(stop.latitude, stop.longitude) && stop.routes.length > 0)
    .map((stop) => ({ id: stop.id, name: stop.name, latitude: stop.latitude, longitude: stop.longitude, routes: stop.routes.map((r) => ({ id: r.id, name: r.name, operator: r.operator })) }));
}

async function inBatches<T>(rows: readonly T[], size: number, write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) {
    await write(rows.slice(i, i + size));
    // PGlite answers through promises that settle at once, so a long load would never let the event
    // loop run: the photos being drawn on sharp's threads could not move on until it ended.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A PostgreSQL array literal of one column's values ('{"a","b",NULL}'), for unnest(). */
function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((value) => {
    if (value === null) return 'NULL';
    const text = value instanceof Date ? value.toISOString() : typeof value === 'boolean' ? (value ? 't' : 'f') : String(value);
    return `"${text.replace(/[\\"]/g, '\\$&')}"`;
  });
  return `{${items.join(',')}}`;
}

/**
 * Inserts `rows` (all with the same keys) `batchSize` at a time, each batch as one
 * `insert … select * from unnest(<one array per column>)`: a handful of parameters instead of one per
 * value, which about halves the time PGlite spends on a bulk load compared with a multi-row VALUES list.
 */
async function insertRows<T extends PgTable>(db: Database, table: T, rows: readonly T['$inferInsert'][], batchSize: number) {
  if (rows.length === 0) return;
  const present = Object.entries(getTableColumns(table)).filter(([key]) => (rows[0] as Record<string, unknown>)[key] !== undefined);
  await inBatches(rows, batchSize, async (batch) => {
    const arrays = present.map(([key, column]) => {
      const values = batch.map((row) => (row as Record<string, unknown>)[key]);
      if (values.includes(undefined)) throw new Error(`demo seed: rows for ${column.name} differ in their keys`);
      return sql`${arrayLiteral(values)}::${sql.raw(column.getSQLType())}[]`;
    });
    const names = sql.join(
      present.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    );
    await db.execute(sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  });
}

export async function insertUsers(db: Database, rows: readonly NewDemoUser[]): Promise<UserRow[]> {
  const saved: UserRow[] = [];
  await db.transaction((tx) => inBatches(rows, 1000, async (batch) => saved.push(...(await tx.insert(users).values(batch).returning()))));
  return saved;
}

/** One slice of the timeline in one transaction: reviews, then what hangs off them. */
export async function writeBatch(db: Database, batch: DemoBatch) {
  await db.transaction(async (tx) => {
    await insertRows(tx, reviews, batch.reviews, 1000);
    await insertRows(tx, reviewReactions, batch.reactions, 5000);
    await insertRows(tx, comments, batch.comments, 2500);
    await insertRows(tx, commentReactions, batch.commentReactions, 5000);
  });
}

export type UploadedPhotos = { reviewId: string; uploaderId: string; attachmentIds: string[] };

/** Attaches the uploaded photos to their reviews the way a submitted review claims its uploads. */
export async function claimPhotos(db: Database, uploads: UploadsService, photos: readonly UploadedPhotos[]) {
  if (photos.length === 0) return;
  await db.transaction(async (tx) => {
    for (const photo of photos) await uploads.claimForReview(tx, photo.uploaderId, photo.reviewId, photo.attachmentIds);
  });
}

/** The highest number at the end of a demo username, so new accounts continue the count. */
export function lastDemoNumber(rows: readonly Pick<UserRow, 'username'>[]): number {
  let last = 0;
  for (const row of rows) last = Math.max(last, Number(/(\d+)$/.exec(row.username)?.[1] ?? 0));
  return last;
}
