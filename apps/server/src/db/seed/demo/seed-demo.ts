import pino from 'pino';
import { createUploadsService } from '../../../modules/uploads/uploads.service.ts';
import { memoryCounterStore, RateLimiter } from '../../../plugins/rate-limiter.ts';
import type { Storage } from '../../../plugins/storage/storage.ts';
import type { Database, DatabaseTimeouts } from '../../client.ts';
import type { CopyIn } from '../../copy-rows.ts';
import { withIndexesDeferred } from '../../deferred-indexes.ts';
import { withMapCellsRebuilt } from '../../deferred-map-cells.ts';
import { commentReactions, comments, reviewReactions, reviews } from '../../schema/index.ts';
import { createCommunity } from './community.ts';
import { uploadPhotos } from './photos.ts';
import { createRandom } from './random.ts';
import { buildBatch, timeline, type PhotoSubject } from './reviews.ts';
import { demoUsers } from './users.ts';
import { claimPhotos, countDemoReviews, countReviews, findDemoUsers, insertUsers, lastDemoNumber, loadOperatorAliases, loadOptionIds, loadStops, encodeBatch, writeCopies, writeInTransaction } from './writer.ts';

/** About one rider per 20 reviews, at least 50, at most a few thousand. */
export const REVIEWS_PER_USER = 20;
export const DEMO_USERS_MIN = 50;
export const DEMO_USERS_MAX = 5000;
/** Photos are drawn and encoded one by one: a few hundred per run, whatever the review count. */
export const PHOTO_REVIEWS_MAX = 100;
const PHOTO_SHARE = 0.03;
/** Reviews built and written at a time. */
const CHUNK = 2000;
/** Reviews built between two turns of the event loop (about 10 ms). */
const BUILD_STEP = 100;
/** Slices built and waiting to be written behind the one being written. */
const QUEUED = 1;
/** What a demo load writes row by row. */
const LOADED_TABLES = [reviews, reviewReactions, comments, commentReactions];

/** A large load builds indexes over whole tables in one transaction: its connection needs room for that. */
export const bulkLoadTimeouts = (timeouts: DatabaseTimeouts): DatabaseTimeouts => ({ ...timeouts, statementMs: 3_600_000, idleInTransactionMs: 3_600_000 });

export type DemoOptions = {
  reviews: number;
  seed: string;
  /** Where uploads are stored: the same storage the server serves /api/files from. */
  storage: Storage;
  now?: Date;
  onProgress?: (phase: 'users' | 'reviews' | 'indexes' | 'photos', done: number, total: number) => void;
};

export type DemoSummary = {
  newUsers: number;
  users: number;
  reviews: number;
  reactions: number;
  comments: number;
  replies: number;
  photos: number;
};

/**
 * Adds `reviews` demo reviews by demo users (run after the migrations and reference data).
 * A second run tops up: it reuses the demo users, adds only as many as keep about one per
 * REVIEWS_PER_USER reviews, and draws its random numbers from the seed and the reviews already there.
 */
export async function seedDemoData(db: Database, options: DemoOptions): Promise<DemoSummary> {
  const now = options.now ?? new Date();
  const progress = options.onProgress ?? (() => undefined);
  const existing = await findDemoUsers(db);
  const existingReviews = existing.length > 0 ? await countDemoReviews(db) : 0;
  // A top-up draws anew: the seed and the number of reviews already there make its stream.
  const seed = `${options.seed}:${existingReviews}`;
  const random = createRandom(seed);

  const wantedUsers = Math.min(DEMO_USERS_MAX, Math.max(DEMO_USERS_MIN, Math.round((existingReviews + options.reviews) / REVIEWS_PER_USER)));
  const fresh = demoUsers(random, Math.max(0, wantedUsers - existing.length), lastDemoNumber(existing) + 1, now);
  progress('users', 0, fresh.length);
  const inserted = await insertUsers(db, fresh);
  progress('users', inserted.length, fresh.length);
  const members = [...existing, ...inserted];
  const community = createCommunity(
    random,
    members.map((m) => ({ id: m.id, createdAt: m.createdAt, language: m.language === 'ms' ? 'ms' : 'en' })),
  );

  const ctx = { seed, community, options: await loadOptionIds(db), stops: await loadStops(db), operatorAliases: await loadOperatorAliases(db), now };
  const moments = timeline(random, options.reviews, now);
  // Chosen by generation index, not by position in time, so the same reviews get photos on any day.
  const byIndex = new Map(moments.map((m) => [m.index, m]));
  const photoReviews = Math.min(PHOTO_REVIEWS_MAX, Math.ceil(options.reviews * PHOTO_SHARE));
  for (const index of random.sample(Array.from({ length: moments.length }, (_, i) => i), photoReviews)) {
    byIndex.get(index)!.photos = random.chance(0.6) ? 1 : random.chance(0.7) ? 2 : 3;
  }

  const summary: DemoSummary = { newUsers: inserted.length, users: members.length, reviews: 0, reactions: 0, comments: 0, replies: 0, photos: 0 };
  const photoSubjects: PhotoSubject[] = [];
  const writeReviews = async (write: (copies: readonly CopyIn[]) => Promise<void>) => {
    progress('reviews', 0, moments.length);
    // Slices written one after another, at most QUEUED waiting: the database always has the next
    // one while the builder is ahead, and memory stays bounded when it is behind.
    const pending: Promise<void>[] = [];
    for (let i = 0; i < moments.length; i += CHUNK) {
      const slice = moments.slice(i, i + CHUNK);
      // Built in parts with a turn of the event loop between them: the socket sends the slice being
      // written, and reads its answer, only then (built at once, database and builder took turns).
      const batch = buildBatch(ctx, []);
      for (let j = 0; j < slice.length; j += BUILD_STEP) {
        buildBatch(ctx, slice.slice(j, j + BUILD_STEP), batch);
        await new Promise(setImmediate);
      }
      photoSubjects.push(...batch.photos);
      const copies = encodeBatch(batch);
      if (pending.length > QUEUED) await pending.shift();
      const written = (pending.at(-1) ?? Promise.resolve())
        .then(() => write(copies))
        .then(() => {
          summary.reviews += batch.reviews.length;
          summary.reactions += batch.reactions.length;
          summary.replies += batch.comments.filter((c) => c.parentId).length;
          summary.comments += batch.comments.length;
          progress('reviews', summary.reviews, moments.length);
        });
      // A failure rejects every later slice's promise too, and the first one awaited throws it: the
      // rest must not count as unhandled.
      written.catch(() => undefined);
      pending.push(written);
    }
    await Promise.all(pending);
    summary.comments -= summary.replies;
  };
  // Adding at least as many reviews as there are: building the indexes and the map's cells afterwards
  // is the cheaper way (row by row, a 1,000,000-review load spends most of its time on them). Adding a
  // few: row by row.
  if (options.reviews >= (await countReviews(db))) {
    await db.transaction((tx) =>
      withIndexesDeferred(tx, LOADED_TABLES, () => withMapCellsRebuilt(tx, () => writeReviews((copies) => writeCopies(tx, copies))), (done, total) => progress('indexes', done, total)),
    );
  } else {
    await writeReviews((copies) => writeInTransaction(db, copies));
  }

  // The photos once the reviews are in: a large load holds locks on the tables an upload checks.
  const uploads = createUploadsService({ db, storage: options.storage, limiter: new RateLimiter(memoryCounterStore()), log: pino({ level: 'silent' }) });
  const uploaded = await uploadPhotos(photoSubjects, {
    uploads,
    random: createRandom(`${seed}:photos`),
    uploaders: new Map(members.map((m) => [m.id, m])),
    onProgress: (done, total) => progress('photos', done, total),
  });
  await claimPhotos(db, uploads, uploaded);
  summary.photos = uploaded.reduce((n, p) => n + p.attachmentIds.length, 0);
  return summary;
}
