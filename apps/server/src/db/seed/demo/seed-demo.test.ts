import { ASPECTS, FEELINGS, makeZReviewSubmission, SERVICES, ZName, ZOnboardingAnswers, ZUsername, type AspectKey, type OptionKeyResolver } from '@suara/domain';
import { asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { UUID } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { openTestDatabase } from '../../../../test/test-database.ts';
import { MAP_CELLS_ZOOM_MAX } from '../../../modules/reviews/reviews-browse.repository.ts';
import { exactPartsOf, keptAndGroupedCells } from '../../../modules/reviews/reviews-browse.test-support.ts';
import { adminPerson } from '../../../modules/reviews/reviews.test-support.ts';
import { auth, type TestApp } from '../../../modules/users/users.test-support.ts';
import { createStorage } from '../../../plugins/storage/create-storage.ts';
import { rowsOf } from '../../rows-of.ts';
import { attachments, commentReactions, comments, REVIEW_STATUSES, reviewOptions, reviewReactions, reviews, users } from '../../schema/index.ts';
import { createCommunity } from './community.ts';
import { PHOTO_SIZE } from './photos.ts';
import { KLANG_VALLEY } from './places.ts';
import { createRandom } from './random.ts';
import { buildBatch, timeline, type OptionIds } from './reviews.ts';
import { DEMO_USERS_MIN, PHOTO_REVIEWS_MAX, seedDemoData, type DemoSummary } from './seed-demo.ts';
import { PHRASEBOOKS, sentencesFor, type Mood } from './texts.ts';
import { demoUsers } from './users.ts';
import { findDemoUsers, loadOptionIds, encodeBatch, writeInTransaction } from './writer.ts';

const REVIEWS = 300;
const DAY = 86_400_000;

let t: TestApp;
let summary: DemoSummary;
let now: Date;
let demoUserIds: string[];
let rows: (typeof reviews.$inferSelect)[];

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  now = new Date();
  summary = await seedDemoData(t.db, { reviews: REVIEWS, seed: 'test-42', storage: createStorage(t.config), now });
  demoUserIds = (await findDemoUsers(t.db)).map((u) => u.id);
  rows = await t.db.select().from(reviews).where(inArray(reviews.userId, demoUserIds)).orderBy(asc(reviews.createdAt), asc(reviews.id));
});
afterAll(async () => {
  await t.close();
});

const countWhere = async (table: PgTable, where: SQL | undefined) => (await t.db.select({ n: count() }).from(table).where(where))[0]!.n;

describe('seedDemoData: people', () => {
  it('adds at least 50 verified, onboarded demo riders who cannot sign in', async () => {
    const people = await t.db.select().from(users).where(inArray(users.id, demoUserIds));
    expect(people).toHaveLength(DEMO_USERS_MIN);
    expect(summary).toMatchObject({ newUsers: DEMO_USERS_MIN, users: DEMO_USERS_MIN, reviews: REVIEWS });
    for (const person of people) {
      expect(person.username.startsWith('demo.')).toBe(true);
      expect(ZUsername.safeParse(person.username).success, person.username).toBe(true);
      expect(ZName.safeParse(person.name).data, person.name).toBe(person.name);
      expect(person.email).toMatch(/^[a-z]+\.[a-z]+\d+@example\.(my|com)$/);
      expect(person.passwordHash).toBeNull();
      expect(person.emailVerifiedAt!.getTime()).toBeGreaterThan(person.createdAt.getTime());
      expect(person.onboardedAt!.getTime()).toBeGreaterThan(person.emailVerifiedAt!.getTime());
      expect(['en', 'ms']).toContain(person.language);
      const answers = ZOnboardingAnswers.safeParse({
        gender: person.gender,
        ageBand: person.ageBand,
        nationalStatus: person.nationalStatus,
        homeLocation: person.homeLocation,
        disability: person.disability,
        transportUsage: person.transportUsage,
      });
      expect(answers.success, JSON.stringify(answers.error?.issues)).toBe(true);
    }
  });

  it('signs nobody in as a demo rider', async () => {
    const [someone] = await findDemoUsers(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { identifier: someone!.username, password: 'Bas123!' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('seedDemoData: reviews', () => {
  it('writes the asked number of reviews, all in the Klang Valley, within the last 12 months, a little after the incident', () => {
    expect(rows).toHaveLength(REVIEWS);
    for (const review of rows) {
      expect(review.latitude).toBeGreaterThanOrEqual(KLANG_VALLEY.south);
      expect(review.latitude).toBeLessThanOrEqual(KLANG_VALLEY.north);
      expect(review.longitude).toBeGreaterThanOrEqual(KLANG_VALLEY.west);
      expect(review.longitude).toBeLessThanOrEqual(KLANG_VALLEY.east);
      expect(review.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(review.createdAt.getTime()).toBeGreaterThan(now.getTime() - 366 * DAY);
      expect(review.incidentAt.getTime()).toBeLessThan(review.createdAt.getTime());
      expect(review.createdAt.getTime() - review.incidentAt.getTime()).toBeLessThan(11 * DAY);
      expect(review.address).toBeTruthy();
    }
  });

  it('follows a day’s rhythm: more incidents at the 7–9 and 17–19 peaks (Kuala Lumpur time), few after midnight', () => {
    const hourOf = (r: (typeof rows)[number]) => new Date(r.incidentAt.getTime() + 8 * 3_600_000).getUTCHours();
    const share = (hours: number[]) => rows.filter((r) => hours.includes(hourOf(r))).length / rows.length;
    // Four hours of 24: a sixth of the reviews if incidents were spread evenly.
    expect(share([7, 8, 17, 18])).toBeGreaterThan(0.25);
    expect(share([0, 1, 2, 3, 4])).toBeLessThan(0.05);
  });

  it('follows the domain rules: every review passes the submission schema, Driver only where there is one, Other with its text', async () => {
    const options = await t.db.select().from(reviewOptions);
    const byId = new Map(options.map((o) => [o.id, o]));
    const optionKey: OptionKeyResolver = (category, id) => (byId.get(id)?.category === category ? byId.get(id)!.key : undefined);
    const schema = makeZReviewSubmission({ now: () => now, optionKey });
    for (const review of rows) {
      const parsed = schema.safeParse({
        feeling: review.feelingId,
        service: review.serviceId,
        serviceText: review.serviceText ?? undefined,
        aspect: review.aspectId,
        aspectText: review.aspectText ?? undefined,
        incidentDateTime: review.incidentAt.toISOString(),
        experience: review.experience,
        operatorName: review.operatorName ?? undefined,
        routeName: review.routeName ?? undefined,
        stopName: review.stopName ?? undefined,
        vehiclePlate: review.vehiclePlate ?? undefined,
        comment: review.comment ?? undefined,
        location: { latitude: review.latitude, longitude: review.longitude, address: review.address },
      });
      expect(parsed.success, `${review.experience}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      const service = SERVICES.find((s) => s.key === byId.get(review.serviceId)!.key)!;
      const aspect = byId.get(review.aspectId)!.key as AspectKey;
      if (aspect === 'DRIVER') expect(service.hasDriver).toBe(true);
      expect(review.serviceText === null).toBe(service.key !== 'OTHER');
      expect(review.aspectText === null).toBe(aspect !== 'OTHER');
      expect(review.score).toBe(byId.get(review.feelingId)!.score);
      // The stored plate is already what the form would make of it.
      if (review.vehiclePlate) expect(review.vehiclePlate).toMatch(/^[A-Z]{1,3} [1-9]\d{0,3}$/);
    }
  });

  it('covers every service, aspect and feeling, weighted like real feedback', () => {
    const keyCount = (column: 'serviceId' | 'aspectId' | 'feelingId') => new Set(rows.map((r) => r[column])).size;
    expect(keyCount('feelingId')).toBe(FEELINGS.length);
    // 300 reviews may miss a rare service or aspect; most must be there.
    expect(keyCount('serviceId')).toBeGreaterThanOrEqual(SERVICES.length - 2);
    expect(keyCount('aspectId')).toBeGreaterThanOrEqual(ASPECTS.length - 2);
    const mean = rows.reduce((sum, r) => sum + r.score, 0) / rows.length;
    expect(mean).toBeLessThan(0.3);
    expect(mean).toBeGreaterThan(-1.2);
    expect(rows.some((r) => r.operatorName?.startsWith('PJ City Bus') && r.routeName?.startsWith('Petaling Jaya Route'))).toBe(true);
    // Linked to their operator as the app links them: every Rapid KL spelling to one operator.
    const rapid = rows.filter((r) => ['Rapid KL', 'RapidKL', 'Rapid Bus'].includes(r.operatorName ?? ''));
    expect(rapid.length).toBeGreaterThan(0);
    expect(new Set(rapid.map((r) => r.operatorId)).size).toBe(1);
    expect(rapid[0]!.operatorId).not.toBeNull();
    expect(rows.some((r) => /[a-z]/.test(r.experience) && /\b(bas|pemandu|tren|stesen|tunggu|perjalanan)\b/i.test(r.experience))).toBe(true);
    expect(new Set(rows.map((r) => r.experience)).size).toBeGreaterThan(REVIEWS * 0.8);
  });

  it('orders ids like created_at (UUIDv7 of the creation time) and ticket numbers the same way', () => {
    for (let i = 0; i < rows.length; i += 1) {
      const review = rows[i]!;
      const bytes = UUID.parse(review.id).bytes;
      const ms = bytes.slice(0, 6).reduce((n, b) => n * 256 + b, 0);
      expect(ms).toBe(review.createdAt.getTime());
      if (i > 0) {
        expect(review.id > rows[i - 1]!.id).toBe(true);
        expect(review.ticketNumber).toBeGreaterThan(rows[i - 1]!.ticketNumber);
      }
    }
  });

  it('is mostly submitted, some verified, forwarded or resolved, a few hidden', () => {
    const statuses = new Map<string, number>();
    for (const r of rows) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    for (const status of statuses.keys()) expect(REVIEW_STATUSES as readonly string[]).toContain(status);
    expect(statuses.get('submitted')!).toBeGreaterThan(REVIEWS / 2);
    expect((statuses.get('verified') ?? 0) + (statuses.get('forwarded') ?? 0) + (statuses.get('resolved') ?? 0)).toBeGreaterThan(0);
    expect(statuses.get('hidden') ?? 0).toBeLessThan(REVIEWS / 10);
  });
});

describe('seedDemoData: reactions and comments', () => {
  it('keeps every counter equal to its rows', async () => {
    const reactionsOf = (value: 'like' | 'unlike') => sql`(select count(*) from ${reviewReactions} x where x.review_id = ${reviews.id} and x.value = ${value})`;
    const topLevel = sql`(select count(*) from ${comments} c where c.review_id = ${reviews.id} and c.parent_id is null)`;
    expect(await countWhere(reviews, sql`${reviews.likeCount} <> ${reactionsOf('like')} or ${reviews.unlikeCount} <> ${reactionsOf('unlike')} or ${reviews.commentCount} <> ${topLevel}`)).toBe(0);
    const commentReactionsOf = (value: 'like' | 'unlike') => sql`(select count(*) from ${commentReactions} x where x.comment_id = ${comments.id} and x.value = ${value})`;
    const replies = sql`(select count(*) from ${comments} x where x.parent_id = ${comments.id})`;
    expect(
      await countWhere(comments, sql`${comments.replyCount} <> ${replies} or ${comments.likeCount} <> ${commentReactionsOf('like')} or ${comments.unlikeCount} <> ${commentReactionsOf('unlike')}`),
    ).toBe(0);
    expect(await countWhere(reviewReactions, undefined)).toBe(summary.reactions);
    expect(await countWhere(comments, isNull(comments.parentId))).toBe(summary.comments);
    expect(await countWhere(comments, isNotNull(comments.parentId))).toBe(summary.replies);
  });

  it('comes from demo riders other than the author, after the review; many reviews have none, a few many', async () => {
    const selfOrEarly = sql`exists (select 1 from ${reviews} r where r.id = ${reviewReactions.reviewId} and (r.user_id = ${reviewReactions.userId} or r.created_at > ${reviewReactions.createdAt}))`;
    expect(await countWhere(reviewReactions, selfOrEarly)).toBe(0);
    expect(await countWhere(reviewReactions, sql`not exists (select 1 from ${users} u where u.id = ${reviewReactions.userId} and u.username like 'demo.%')`)).toBe(0);
    expect(await countWhere(comments, sql`exists (select 1 from ${reviews} r where r.id = ${comments.reviewId} and r.created_at > ${comments.createdAt})`)).toBe(0);
    // Replies come after their comment and are one level deep.
    expect(await countWhere(comments, sql`exists (select 1 from ${comments} p where p.id = ${comments.parentId} and (p.created_at > ${comments.createdAt} or p.parent_id is not null))`)).toBe(0);
    const quiet = rows.filter((r) => r.likeCount + r.unlikeCount === 0).length;
    expect(quiet).toBeGreaterThan(REVIEWS * 0.3);
    expect(Math.max(...rows.map((r) => r.likeCount + r.unlikeCount))).toBeGreaterThanOrEqual(10);
    expect(summary.replies).toBeGreaterThan(0);
  });
});

describe('seedDemoData: photos', () => {
  it('stores a few photos the way uploads are stored, each attached to one review of its uploader and served by the app', async () => {
    const photos = await t.db.select({ a: attachments, author: reviews.userId }).from(attachments).innerJoin(reviews, eq(reviews.id, attachments.reviewId));
    expect(photos.length).toBe(summary.photos);
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.length).toBeLessThanOrEqual(PHOTO_REVIEWS_MAX * 3);
    expect(await countWhere(attachments, isNull(attachments.reviewId))).toBe(0);
    for (const { a, author } of photos.slice(0, 4)) {
      expect(a.uploaderId).toBe(author);
      expect(a).toMatchObject({ mime: 'image/webp', ...PHOTO_SIZE });
      expect(a.originalName).toMatch(/^IMG_\d{8}_\d{6}\.jpg$/);
      const main = await t.app.inject({ method: 'GET', url: `/api/files/${a.storageKey}` });
      expect(main.statusCode).toBe(200);
      expect(main.headers['content-type']).toBe('image/webp');
      expect(main.rawPayload.length).toBe(a.bytes);
      const thumb = await t.app.inject({ method: 'GET', url: `/api/files/${a.thumbKey}` });
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
    }
    // The detail the web app opens lists them.
    const reviewId = photos[0]!.a.reviewId!;
    const detail = await t.app.inject({ method: 'GET', url: `/api/reviews/${reviewId}` });
    if (rows.find((r) => r.id === reviewId)!.status !== 'hidden') {
      expect(detail.json().review.attachments.length).toBe(photos.filter((p) => p.a.reviewId === reviewId).length);
    }
  });

  it('deletes a review’s photos with the review', async () => {
    const [photo] = await t.db.select().from(attachments).limit(1);
    const admin = await adminPerson(t);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/reviews/${photo!.reviewId}`, headers: auth(admin.token) });
    expect(res.statusCode, res.body).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${photo!.storageKey}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${photo!.thumbKey}` })).statusCode).toBe(404);
  });
});

describe('seedDemoData: a second run', () => {
  it('tops up without duplicating riders', async () => {
    const again = await seedDemoData(t.db, { reviews: 40, seed: 'test-42', storage: createStorage(t.config) });
    expect(again).toMatchObject({ newUsers: 0, users: DEMO_USERS_MIN, reviews: 40 });
    const people = await findDemoUsers(t.db);
    expect(people).toHaveLength(DEMO_USERS_MIN);
    expect(await countWhere(reviews, inArray(reviews.userId, people.map((p) => p.id)))).toBe(REVIEWS + 40);
  });
});

describe("seedDemoData: the map's cells", () => {
  it('are the grouping of the reviews after the bulk load (which rebuilds them) and the top-up (which the trigger follows), the trigger on again', async () => {
    for (const zoom of [0, 12, MAP_CELLS_ZOOM_MAX]) {
      const { kept, grouped } = await keptAndGroupedCells(t, zoom);
      expect(exactPartsOf(kept)).toEqual(exactPartsOf(grouped));
    }
    expect(await countWhere(reviews, undefined)).toBeGreaterThan(REVIEWS); // the top-up ran before
    const [trigger] = await rowsOf<{ enabled: string }>(t.db, sql`select tgenabled as enabled from pg_trigger where tgname = 'reviews_map_cells_insert'`);
    expect(trigger?.enabled).toBe('O');
  });
});

describe('demo generators', () => {
  it('repeat themselves for one seed, whatever the hour, and differ for another seed', async () => {
    const options: OptionIds = await loadOptionIds(t.db);
    const run = (seed: string, at: Date) => {
      const random = createRandom(seed);
      const people = demoUsers(random, 60, 1, at);
      const community = createCommunity(random, people.map((p) => ({ id: p.id, createdAt: p.createdAt, language: p.language })));
      const batch = buildBatch({ seed, community, options, stops: [], operatorAliases: new Map(), now: at }, timeline(random, 80, at));
      const username = new Map(people.map((p) => [p.id, p.username]));
      return {
        people: people.map((p) => [p.id, p.username, p.email]),
        reviews: batch.reviews.map((r) => [r.experience, username.get(r.userId), r.latitude, r.likeCount, r.commentCount].join('|')).sort(),
      };
    };
    // Morning and evening of one Kuala Lumpur day.
    const morning = new Date('2025-06-02T01:00:00Z');
    const evening = new Date('2025-06-02T12:00:00Z');
    expect(run('42', morning)).toEqual(run('42', morning));
    expect(run('42', evening)).toEqual(run('42', morning));
    expect(run('43', morning).reviews).not.toEqual(run('42', morning).reviews);
  });

  it('write awkward text, nulls, times and coordinates exactly as generated', async () => {
    const random = createRandom('escaping');
    const people = await findDemoUsers(t.db);
    const community = createCommunity(random, people.map((p) => ({ id: p.id, createdAt: p.createdAt, language: 'en' as const })));
    const batch = buildBatch({ seed: 'escaping', community, options: await loadOptionIds(t.db), stops: [], operatorAliases: new Map(), now }, timeline(random, 1, now));
    const review = { ...batch.reviews[0]!, experience: 'He said "stop" \\ then {left}, NULL, \'quoted\'\nand a new line 🚌', comment: 'NULL', vehiclePlate: null };
    await writeInTransaction(t.db, encodeBatch({ ...batch, reviews: [review], photos: [] }));
    const [back] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(back).toMatchObject({
      experience: review.experience,
      comment: 'NULL',
      vehiclePlate: null,
      latitude: review.latitude,
      longitude: review.longitude,
      createdAt: review.createdAt,
      incidentAt: review.incidentAt,
      likeCount: review.likeCount,
    });
  });

  it('have a sentence for every aspect, feeling and service, in English and Malay', () => {
    for (const language of ['en', 'ms'] as const) {
      for (const aspect of ASPECTS) {
        for (const mood of ['negative', 'neutral', 'positive'] as Mood[]) {
          for (const service of SERVICES) {
            expect(sentencesFor(PHRASEBOOKS[language][aspect.key][mood], service.key).length, `${language} ${aspect.key} ${mood} ${service.key}`).toBeGreaterThan(0);
          }
        }
      }
    }
  });
});

describe('seedDemoData: a slice the database refuses', () => {
  it("fails the load with the database's error, keeps nothing of it and leaves the indexes as they were", async () => {
    // A database of its own: the load's riders are committed before its reviews fail.
    const other = await openTestDatabase();
    try {
      await other.db.execute(sql`create function refuse_reviews() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`);
      await other.db.execute(sql`create trigger refuse_reviews after insert on reviews for each statement execute function refuse_reviews()`);
      const indexes = sql`select count(*)::int as n from pg_indexes where tablename = 'reviews'`;
      const [before] = await rowsOf<{ n: number }>(other.db, indexes);
      // Three slices: the first is refused while the second is built, and the third waits on the first.
      const load = seedDemoData(other.db, { reviews: 4001, seed: 'refused', storage: createStorage(t.config), now });
      await expect(load).rejects.toThrow(/refused by the test/);
      expect((await other.db.select({ n: count() }).from(reviews))[0]!.n).toBe(0);
      expect(await rowsOf<{ n: number }>(other.db, indexes)).toEqual([before]);
    } finally {
      await other.close();
    }
  });
});
