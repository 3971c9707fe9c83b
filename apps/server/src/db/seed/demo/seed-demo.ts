import pino from 'pino';
import { createUploadsService } from '../../../modules/uploads/uploads.service.ts';
import { memoryCounterStore, RateLimiter } from '../../../plugins/rate-limiter.ts';
import type { Storage } from '../../../plugins/storage/storage.ts';
import type { Database } from '../../client.ts';
import { createCommunity } from './community.ts';
import { createPhotoUploader } from './photos.ts';
import { createRandom } from './random.ts';
import { buildBatch, timeline } from './reviews.ts';
import { demoUsers } from './users.ts';
import { claimPhotos, countDemoReviews, findDemoUsers, insertUsers, lastDemoNumber, loadOperatorAliases, loadOptionIds, loadStops, writeBatch } from './writer.ts';

/** About one rider per 20 reviews, at least 50, at most a few thousand. */
export const REVIEWS_PER_USER = 20;
export const DEMO_USERS_MIN = 50;
export const DEMO_USERS_MAX = 5000;
/** Photos are drawn and encoded one by one: a few hundred per run, whatever the review count. */
export const PHOTO_REVIEWS_MAX = 100;
const PHOTO_SHARE = 0.03;
/** Reviews written per transaction. */
const CHUNK = 2000;

export type DemoOptions = {
  reviews: number;
  seed: string;
  /** Where uploads are stored: the same storage the server serves /api/files from. */
  storage: Storage;
  now?: Date;
  onProgress?: (phase: 'users' | 'reviews' | 'photos', done: number, total: number) => void;
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

  const uploads = createUploadsService({ db, storage: options.storage, limiter: new RateLimiter(memoryCounterStore()), log: pino({ level: 'silent' }) });
  // Photos upload while the reviews are written; their progress shows once the reviews are done.
  let showPhotoProgress = false;
  const photoState: [number, number] = [0, 0];
  const photos = createPhotoUploader({
    uploads,
    random: createRandom(`${seed}:photos`),
    uploaders: new Map(members.map((m) => [m.id, m])),
    onProgress: (done, total) => {
      photoState.splice(0, 2, done, total);
      if (showPhotoProgress) progress('photos', done, total);
    },
  });

  const summary: DemoSummary = { newUsers: inserted.length, users: members.length, reviews: 0, reactions: 0, comments: 0, replies: 0, photos: 0 };
  progress('reviews', 0, moments.length);
  for (let i = 0; i < moments.length; i += CHUNK) {
    const batch = buildBatch(ctx, moments.slice(i, i + CHUNK));
    photos.add(batch.photos);
    await writeBatch(db, batch);
    summary.reviews += batch.reviews.length;
    summary.reactions += batch.reactions.length;
    summary.replies += batch.comments.filter((c) => c.parentId).length;
    summary.comments += batch.comments.length;
    progress('reviews', summary.reviews, moments.length);
  }
  summary.comments -= summary.replies;

  showPhotoProgress = true;
  progress('photos', ...photoState);
  const uploaded = await photos.finish();
  await claimPhotos(db, uploads, uploaded);
  summary.photos = uploaded.reduce((n, p) => n + p.attachmentIds.length, 0);
  return summary;
}
