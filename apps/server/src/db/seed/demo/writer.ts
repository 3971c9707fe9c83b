import { and, count, eq, inArray, isNull, like } from 'drizzle-orm';
import { createOperatorsService } from '../../../modules/operators/operators.service.ts';
import { createTransitService } from '../../../modules/transit/transit.service.ts';
import type { UploadsService } from '../../../modules/uploads/uploads.service.ts';
import type { Database } from '../../client.ts';
import { encodeCopy, runCopy, type CopyIn } from '../../copy-rows.ts';
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

export async function insertUsers(db: Database, rows: readonly NewDemoUser[]): Promise<UserRow[]> {
  const saved: UserRow[] = [];
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 1000) saved.push(...(await tx.insert(users).values(rows.slice(i, i + 1000)).returning()));
  });
  return saved;
}

/** One slice of the timeline, reviews and what hangs off them, as one COPY per table. */
export function encodeBatch(batch: DemoBatch): CopyIn[] {
  return [
    encodeCopy(reviews, batch.reviews),
    encodeCopy(reviewReactions, batch.reactions),
    encodeCopy(comments, batch.comments),
    encodeCopy(commentReactions, batch.commentReactions),
  ].filter((copy) => copy !== undefined);
}

/**
 * A slice's COPYs on the connection of `tx`, a transaction. Not a savepoint of its own in the bulk
 * load's: rows written in subtransactions make every later read of them in the transaction look
 * their parent up (the index builds included).
 */
export async function writeCopies(tx: Database, copies: readonly CopyIn[]) {
  for (const copy of copies) await runCopy(tx, copy);
}

/** A slice in a transaction of its own: a failed one leaves nothing half written. */
export const writeInTransaction = (db: Database, copies: readonly CopyIn[]) => db.transaction((tx) => writeCopies(tx, copies));

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
