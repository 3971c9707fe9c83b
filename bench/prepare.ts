// The benchmark database: 100,000 demo reviews (seed 42), made once and reused, plus the bench
// writers (verified accounts with a fresh session each run) and the ids the scenarios ask for.
import path from 'node:path';
import { FEELINGS, klDateString, SERVICES } from '@suara/domain';
import { and, count, desc, eq, inArray, isNull, like, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import { createProgressBar } from '../apps/server/src/cli/progress-bar.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { openConfiguredDatabase } from '../apps/server/src/db/open-database.ts';
import { countDemoReviews, findDemoUsers, loadOptionIds } from '../apps/server/src/db/seed/demo/writer.ts';
import { bulkLoadTimeouts, seedDemoData } from '../apps/server/src/db/seed/demo/seed-demo.ts';
import { seedReferenceData } from '../apps/server/src/db/seed/reference.ts';
import { comments, notifications, operators, reviewReactions, reviews, sessions, users } from '../apps/server/src/db/schema/index.ts';
import { hashToken, newToken } from '../apps/server/src/lib/tokens.ts';
import { insertSession } from '../apps/server/src/modules/accounts/accounts.repository.ts';
import { createStorage } from '../apps/server/src/plugins/storage/create-storage.ts';

export type DbKind = 'pglite' | 'postgres';

/** The PostgreSQL bench database: BENCH_DATABASE_URL, else suara_bench on the local server. */
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/suara_bench';
export const POSTGRES_DATABASE = decodeURIComponent(new URL(POSTGRES_URL).pathname.slice(1));

/** Another database on the bench database's server ('postgres' to create the others from). */
export function postgresUrlOf(database: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/** Creates `database` on the bench server unless it is there. */
export async function ensurePostgresDatabase(database = POSTGRES_DATABASE) {
  const client = new pg.Client({ connectionString: postgresUrlOf('postgres') });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

export const BENCH_SEED = '42';
const WRITER_PREFIX = 'bench.writer';

/** Where each database keeps its data: PGlite and uploads under bench/.data (git-ignored). */
export function benchEnv(kind: DbKind): Record<string, string> {
  const dataDir = path.join(import.meta.dirname, '.data', kind);
  return kind === 'pglite' ? { DATA_DIR: dataDir, DATABASE_URL: '' } : { DATA_DIR: dataDir, DATABASE_URL: POSTGRES_URL };
}

/**
 * Opens the bench database the way the server would, with its configuration; `bulkLoad` for seeding,
 * whose index builds need the seed's long statement timeout.
 */
export async function openBenchDatabase(kind: DbKind, { bulkLoad = false } = {}) {
  const config = parseConfig({ ...benchEnv(kind), LOG_LEVEL: 'silent' });
  const timeouts = bulkLoad ? bulkLoadTimeouts(config.databaseTimeouts) : config.databaseTimeouts;
  return { config, database: await openConfiguredDatabase({ ...config, databaseTimeouts: timeouts }, 'benchmark') };
}

/** What the scenarios need from the data: ids to ask for, a busy author, option ids. */
export type Fixtures = {
  reviewIds: string[];
  busyAuthorId: string;
  /** The visible review with the most comments: the busiest dialog. */
  mostDiscussedId: string;
  feelingIds: Record<string, string>;
  serviceIds: Record<string, string>;
  aspectIds: Record<string, string>;
  /** Session tokens of verified bench writers (30 reviews an hour each). */
  writerTokens: string[];
  today: string;
  monthAgo: string;
  /** The operator, route and stop with the most reviews: the heaviest scorecards. */
  busiestOperatorSlug: string;
  busiestRouteId: string;
  busiestStopId: string;
};

/** Makes sure `reviewCount` demo reviews are there (adding the missing ones), then the writers. */
export async function prepareBenchData(kind: DbKind, reviewCount: number, writers: number): Promise<Fixtures> {
  if (kind === 'postgres') await ensurePostgresDatabase();
  const { config, database } = await openBenchDatabase(kind, { bulkLoad: true });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const have = (await findDemoUsers(database.db)).length > 0 ? await countDemoReviews(database.db) : 0;
    if (have < reviewCount) {
      console.error(`Adding ${reviewCount - have} demo reviews to the ${kind} bench database (seed ${BENCH_SEED})…`);
      const bar = createProgressBar();
      const started = performance.now();
      await seedDemoData(database.db, {
        reviews: reviewCount - have,
        seed: BENCH_SEED,
        storage: createStorage(config),
        onProgress: (phase, done, total) => bar.count(done, total, phase),
      });
      console.error(`Demo data ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    }
    // Fresh statistics after a bulk load, as autovacuum would eventually gather them.
    await database.db.execute(sql`analyze`);
    const writerTokens = await prepareWriters(database.db, writers);
    return { ...(await sampleFixtures(database.db)), writerTokens };
  } finally {
    await database.close();
  }
}

const isWriter = like(users.username, `${WRITER_PREFIX}%`);

/**
 * Deletes what the write scenarios wrote (reviews, reactions, comments and the notifications they
 * caused) and recounts the counters of the reviews they touched, so the data is the demo data
 * again; answers the writers' ids.
 */
export async function removeWritersWork(db: Database): Promise<string[]> {
  const ids = (await db.select({ id: users.id }).from(users).where(isWriter)).map((u) => u.id);
  if (ids.length === 0) return ids;
  const byWriters = inArray(reviewReactions.userId, ids);
  await db.transaction(async (tx) => {
    const touched = tx
      .select({ id: reviewReactions.reviewId })
      .from(reviewReactions)
      .where(byWriters)
      .union(tx.select({ id: comments.reviewId }).from(comments).where(inArray(comments.userId, ids)));
    const touchedIds = (await touched).map((row) => row.id);
    await tx.delete(notifications).where(inArray(notifications.actorId, ids));
    await tx.delete(reviewReactions).where(byWriters);
    await tx.delete(comments).where(inArray(comments.userId, ids));
    // Deleting a review checks that no comment points at it, and the comments' only index by review
    // holds top-level comments alone (the app never deletes a review's row): each check would read
    // every comment, minutes for a run's new reviews at a million. A whole index for this transaction.
    const theirs = inArray(reviews.userId, ids);
    if ((await tx.select({ id: reviews.id }).from(reviews).where(theirs).limit(1)).length > 0) {
      await tx.execute(sql`create index bench_comments_by_review on ${comments} (review_id)`);
      await tx.delete(reviews).where(theirs);
      await tx.execute(sql`drop index bench_comments_by_review`);
    }
    for (let i = 0; i < touchedIds.length; i += 1000) {
      const batch = touchedIds.slice(i, i + 1000);
      await tx
        .update(reviews)
        .set({
          likeCount: sql`(select count(*) from ${reviewReactions} where ${reviewReactions.reviewId} = ${reviews.id} and ${reviewReactions.value} = 'like')`,
          unlikeCount: sql`(select count(*) from ${reviewReactions} where ${reviewReactions.reviewId} = ${reviews.id} and ${reviewReactions.value} = 'unlike')`,
          commentCount: sql`(select count(*) from ${comments} where ${comments.reviewId} = ${reviews.id} and ${comments.parentId} is null and ${comments.deletedAt} is null)`,
        })
        .where(inArray(reviews.id, batch));
    }
  });
  return ids;
}

/**
 * Bench writers: verified, onboarded accounts without a password. Their reviews of earlier runs are
 * removed so every run starts from the same data; each gets a new session through the app's own
 * session code (the token's hash stored, the token sent as a bearer).
 */
async function prepareWriters(db: Database, wanted: number): Promise<string[]> {
  const existing = await removeWritersWork(db);
  if (existing.length > 0) await db.delete(sessions).where(inArray(sessions.userId, existing));
  const now = new Date();
  const missing = Array.from({ length: Math.max(0, wanted - existing.length) }, (_, i) => {
    const n = existing.length + i + 1;
    return { name: 'Bench Writer', username: `${WRITER_PREFIX}${n}`, email: `bench.writer${n}@example.com`, emailVerifiedAt: now, onboardedAt: now };
  });
  for (let i = 0; i < missing.length; i += 1000) await db.insert(users).values(missing.slice(i, i + 1000));
  const writers = await db.select({ id: users.id }).from(users).where(isWriter).limit(wanted);
  const expiresAt = new Date(now.getTime() + 86_400_000);
  const tokens: string[] = [];
  for (const writer of writers) {
    const token = newToken();
    await insertSession(db, { userId: writer.id, tokenHash: hashToken(token), expiresAt, ip: '127.0.0.1', userAgent: 'suara-bench' });
    tokens.push(token);
  }
  return tokens;
}

/** Stands for an id the data lacks: the scenario answers 404 and the table says so. */
const NIL_ID = '00000000-0000-7000-8000-000000000000';

/** Ids and values the scenarios ask for, sampled from the bench data. */
export async function sampleFixtures(db: Database): Promise<Omit<Fixtures, 'writerTokens'>> {
  const visible = and(isNull(reviews.deletedAt), ne(reviews.status, 'hidden'));
  // A spread of ids over the whole table (not only the newest), for detail requests.
  const sampled = await db.select({ id: reviews.id }).from(reviews).where(visible).orderBy(sql`random()`).limit(2000);
  const [busiest] = await db.select({ userId: reviews.userId, n: count() }).from(reviews).where(visible).groupBy(reviews.userId).orderBy(desc(count())).limit(1);
  const [discussed] = await db.select({ id: reviews.id }).from(reviews).where(visible).orderBy(desc(reviews.commentCount), desc(reviews.id)).limit(1);
  const options = await loadOptionIds(db);
  const busiestOf = (subject: string) =>
    db.execute(sql`select subject_id as id from review_weekly_counts where subject = ${subject} group by 1 order by sum(reviews) desc, 1 limit 1`).then((r) => (r as unknown as { rows: { id: string }[] }).rows[0]?.id ?? NIL_ID);
  const [operatorId, routeId, stopId] = await Promise.all([busiestOf('operator'), busiestOf('route'), busiestOf('stop')]);
  const [operator] = await db.select({ slug: operators.slug }).from(operators).where(eq(operators.id, operatorId));
  const today = new Date();
  return {
    reviewIds: sampled.map((r) => r.id),
    busyAuthorId: busiest?.userId ?? NIL_ID,
    mostDiscussedId: discussed?.id ?? NIL_ID,
    feelingIds: requireKeys(options.feeling, FEELINGS.map((f) => f.key)),
    serviceIds: requireKeys(options.service, SERVICES.map((s) => s.key)),
    aspectIds: options.aspect,
    today: klDateString(today),
    monthAgo: klDateString(new Date(today.getTime() - 30 * 86_400_000)),
    busiestOperatorSlug: operator?.slug ?? 'none',
    busiestRouteId: routeId,
    busiestStopId: stopId,
  };
}

function requireKeys(ids: Record<string, string>, keys: readonly string[]) {
  const missing = keys.filter((key) => !ids[key]);
  if (missing.length > 0) throw new Error(`bench: review options missing: ${missing.join(', ')}`);
  return ids;
}
