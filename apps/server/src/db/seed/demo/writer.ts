import { and, count, eq, getTableColumns, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
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

export async function countReviews(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews);
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

/**
 * `insert … select * from json_to_recordset(<the rows as JSON>)` of `rows`, all with the keys of the
 * first: one parameter per table instead of one per value, and its text made by JSON.stringify in
 * about half the time that encoding each value as an array literal in JavaScript took.
 */
function insertFromJson<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL {
  const present = Object.entries(getTableColumns(table)).filter(([key]) => (rows[0] as Record<string, unknown>)[key] !== undefined);
  const names = sql.join(
    present.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const fields = sql.join(
    present.map(([key, column]) => sql`${sql.identifier(key)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select * from json_to_recordset(${JSON.stringify(rows)}::json) as rows(${fields})`;
}

export async function insertUsers(db: Database, rows: readonly NewDemoUser[]): Promise<UserRow[]> {
  const saved: UserRow[] = [];
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 1000) saved.push(...(await tx.insert(users).values(rows.slice(i, i + 1000)).returning()));
  });
  return saved;
}

/**
 * One slice of the timeline in one statement, reviews and what hangs off them as data-modifying
 * WITH parts: one round trip, so the next slice can be built while the database writes this one.
 */
export async function writeBatch(db: Database, batch: DemoBatch) {
  const inserts = (
    [
      [reviews, batch.reviews],
      [reviewReactions, batch.reactions],
      [comments, batch.comments],
      [commentReactions, batch.commentReactions],
    ] as const
  )
    .filter(([, rows]) => rows.length > 0)
    .map(([table, rows]) => insertFromJson(table, rows as readonly (typeof table.$inferInsert)[]));
  if (inserts.length === 0) return;
  const last = inserts.pop()!;
  const parts = inserts.map((insert, i) => sql`${sql.identifier(`part${i}`)} as (${insert})`);
  await db.execute(parts.length > 0 ? sql`with ${sql.join(parts, sql`, `)} ${last}` : last);
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
