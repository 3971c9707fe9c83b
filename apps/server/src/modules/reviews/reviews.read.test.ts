import fs from 'node:fs';
import path from 'node:path';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { attachments, auditLog, reviewReactions, reviews } from '../../db/schema/index.ts';
import { pdfFile, smallPng, uploadOk, type UploadedItem } from '../uploads/uploads.test-support.ts';
import { auth, insertReview, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { adminPerson, optionIds, postReview, validPayload, verifiedPerson, type OptionIds } from './reviews.test-support.ts';

let t: TestApp;
let ids: OptionIds;
let author: SignedIn;
let other: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  ids = await optionIds(t);
  [author, other, admin] = [await verifiedPerson(t), await verifiedPerson(t), await adminPerson(t)];
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
/** What the viewer may do as an operator's staff or as the rider of a resolution: nothing, for these reviews. */
const notStaff = { staff: false, staffMoves: [], canAnswerResolution: false };
const del = (url: string, token?: string) => t.app.inject({ method: 'DELETE', url, headers: auth(token) });
const diskPath = (url: string) => path.join(t.config.dataDir, 'uploads', 'uploads', url.split('/').pop()!);

async function createReview(person: SignedIn, files: UploadedItem[] = [], extra: Record<string, unknown> = {}) {
  const res = await postReview(t, person.token, validPayload(ids, { attachments: files.map((f) => f.id), ...extra }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().review as { id: string; ticketNumber: number };
}

const setStatus = (id: string, status: 'hidden' | 'verified') => t.db.update(reviews).set({ status }).where(eq(reviews.id, id));

describe('GET /api/reviews/:id', () => {
  it('shows a review to everyone, visitors included; only the author and admins may delete it', async () => {
    const [photo] = await uploadOk(t, author.token, [await smallPng('stop.png')]);
    const review = await createReview(author, [photo!]);

    const visitor = await get(`/api/reviews/${review.id}`);
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json().review).toMatchObject({
      id: review.id,
      ticketNumber: review.ticketNumber,
      status: 'submitted',
      user: { id: author.id, name: author.name, avatarUrl: null },
      feeling: { key: 'ANNOYED', score: -2 },
      attachments: [{ id: photo!.id, url: photo!.url, thumbUrl: photo!.thumbUrl, type: 'image', originalName: 'stop.png' }],
      viewer: { canDelete: false, reaction: null, meToo: false, ...notStaff },
    });
    // Never an e-mail or anything private of the author.
    expect(visitor.body).not.toContain(author.email);
    expect(visitor.json().review.incidentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    expect((await get(`/api/reviews/${review.id}`, author.token)).json().review.viewer).toEqual({ canDelete: true, reaction: null, meToo: false, ...notStaff });
    expect((await get(`/api/reviews/${review.id}`, admin.token)).json().review.viewer).toEqual({ canDelete: true, reaction: null, meToo: false, ...notStaff });
    expect((await get(`/api/reviews/${review.id}`, other.token)).json().review.viewer).toEqual({ canDelete: false, reaction: null, meToo: false, ...notStaff });
  });

  it("carries the viewer's own reaction, read with the detail: theirs alone, null for a visitor", async () => {
    const review = await createReview(author);
    await t.db.insert(reviewReactions).values([
      { reviewId: review.id, userId: other.id, value: 'like' },
      { reviewId: review.id, userId: author.id, value: 'unlike' },
    ]);
    // Another review's reaction is not this one's.
    const second = await createReview(author);
    await t.db.insert(reviewReactions).values({ reviewId: second.id, userId: admin.id, value: 'like' });

    const viewerOf = async (token?: string) => (await get(`/api/reviews/${review.id}`, token)).json().review.viewer;
    expect(await viewerOf(other.token)).toEqual({ canDelete: false, reaction: 'like', meToo: false, ...notStaff });
    expect(await viewerOf(author.token)).toEqual({ canDelete: true, reaction: 'unlike', meToo: false, ...notStaff });
    expect(await viewerOf(admin.token)).toEqual({ canDelete: true, reaction: null, meToo: false, ...notStaff });
    expect(await viewerOf()).toEqual({ canDelete: false, reaction: null, meToo: false, ...notStaff });

    // The author still sees their reaction on their hidden review.
    await setStatus(review.id, 'hidden');
    expect(await viewerOf(author.token)).toEqual({ canDelete: true, reaction: 'unlike', meToo: false, ...notStaff });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['0190a8a0-0000-7000-8000-000000000000', 'not-an-id', "1' or '1'='1"]) {
      const res = await get(`/api/reviews/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('hides a hidden review from the public and other users; its author and admins see it with its status', async () => {
    const review = await createReview(author);
    await setStatus(review.id, 'hidden');
    expect((await get(`/api/reviews/${review.id}`)).statusCode).toBe(404);
    expect((await get(`/api/reviews/${review.id}`, other.token)).statusCode).toBe(404);
    for (const viewer of [author, admin]) {
      const res = await get(`/api/reviews/${review.id}`, viewer.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().review).toMatchObject({ status: 'hidden', viewer: { canDelete: true } });
    }
  });

  it('shows the author of a deleted account as Deleted user, in the detail and in the tiles', async () => {
    const leaver = await verifiedPerson(t);
    const review = await createReview(leaver);
    const tileUser = async () => {
      const page = await get(`/api/users/${leaver.id}/reviews`);
      expect(page.statusCode, page.body).toBe(200);
      return page.json().items.find((item: { id: string }) => item.id === review.id).user;
    };
    expect(await tileUser()).toEqual({ id: leaver.id, name: leaver.name, avatarUrl: null });
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/users/me', payload: { username: leaver.username }, headers: auth(leaver.token) });
    expect(gone.statusCode, gone.body).toBe(204);
    const res = await get(`/api/reviews/${review.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().review.user).toEqual({ id: leaver.id, name: 'Deleted user', avatarUrl: null });
    expect(await tileUser()).toEqual({ id: leaver.id, name: 'Deleted user', avatarUrl: null });
  });
});

describe('DELETE /api/reviews/:id', () => {
  it('lets the author delete their review: it is gone for everyone, its files removed', async () => {
    const files = await uploadOk(t, author.token, [await smallPng(), pdfFile()]);
    const review = await createReview(author, files);
    for (const file of files) expect((await get(file.url)).statusCode).toBe(200);

    const res = await del(`/api/reviews/${review.id}`, author.token);
    expect(res.statusCode, res.body).toBe(204);

    for (const viewer of [undefined, author.token, admin.token]) expect((await get(`/api/reviews/${review.id}`, viewer)).statusCode).toBe(404);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(attachments).where(eq(attachments.reviewId, review.id))).toEqual([]);
    for (const file of files) {
      expect((await get(file.url)).statusCode).toBe(404);
      expect(fs.existsSync(diskPath(file.url))).toBe(false);
      if (file.thumbUrl) expect(fs.existsSync(diskPath(file.thumbUrl))).toBe(false);
    }
    // Deleting it again: there is nothing to delete.
    expect((await del(`/api/reviews/${review.id}`, author.token)).statusCode).toBe(404);
  });

  it('lets an admin delete anyone’s review, and records it in the audit log', async () => {
    const review = await createReview(author);
    const res = await del(`/api/reviews/${review.id}`, admin.token);
    expect(res.statusCode, res.body).toBe(204);
    expect((await get(`/api/reviews/${review.id}`)).statusCode).toBe(404);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.targetId, review.id), eq(auditLog.action, 'review.delete')));
    expect(audit).toEqual([expect.objectContaining({ actorId: admin.id, targetType: 'review', details: { ticketNumber: review.ticketNumber, authorId: author.id } })]);
  });

  it("refuses another user (403 not_allowed), a missing review (404) and a visitor (401); a hidden one is 404 to others", async () => {
    const review = await createReview(author);
    const refused = await del(`/api/reviews/${review.id}`, other.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('not_allowed');
    expect((await get(`/api/reviews/${review.id}`)).statusCode).toBe(200);

    const missing = await del('/api/reviews/0190a8a0-0000-7000-8000-000000000000', author.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    expect((await del('/api/reviews/nonsense', author.token)).statusCode).toBe(404);

    const visitor = await del(`/api/reviews/${review.id}`);
    expect(visitor.statusCode).toBe(401);

    await setStatus(review.id, 'hidden');
    expect((await del(`/api/reviews/${review.id}`, other.token)).statusCode).toBe(404);
    expect((await del(`/api/reviews/${review.id}`, author.token)).statusCode).toBe(204);
  });

  it('updates the review count of the public profile', async () => {
    const person = await verifiedPerson(t);
    const first = await createReview(person);
    await createReview(person);
    const count = async () => (await get(`/api/users/${person.id}`)).json().user.reviewCount;
    expect(await count()).toBe(2);
    expect((await del(`/api/reviews/${first.id}`, person.token)).statusCode).toBe(204);
    expect(await count()).toBe(1);
  });
});

describe('GET /api/users/:id/reviews', () => {
  type Page = { items: { id: string; status: string; firstAttachment: unknown }[]; nextCursor: string | null };
  const pageOf = async (userId: string, cursor?: string | null, token?: string) => {
    const res = await get(`/api/users/${userId}/reviews${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  async function allPages(userId: string, token?: string) {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await pageOf(userId, cursor, token);
      expect(page.items.length).toBeLessThanOrEqual(12);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    return { seen, pages };
  }

  it('pages newest first, 12 at a time, across equal and microsecond-apart times, without duplicates or gaps', async () => {
    const person = await verifiedPerson(t);
    // 30 reviews in one millisecond: half of them apart by microseconds only (which a JS Date
    // cannot hold), the other half at the very same instant (ordered by id alone).
    const instant = new Date('2025-03-01T08:00:00.000Z');
    for (let i = 0; i < 30; i += 1) await insertReview(t, person.id, { createdAt: instant });
    const inserted = await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, person.id)).orderBy(asc(reviews.id));
    for (const [i, row] of inserted.entries()) {
      if (i % 2 === 1) await t.db.execute(sql`update reviews set created_at = created_at + make_interval(secs => ${i / 1_000_000}) where id = ${row.id}`);
    }
    const expected = (
      await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, person.id)).orderBy(desc(reviews.createdAt), desc(reviews.id))
    ).map((r) => r.id);

    const { seen, pages } = await allPages(person.id);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(30);
  });

  it("lists tiles with the first attachment; hidden reviews only in the author's own list; deleted ones never", async () => {
    const person = await verifiedPerson(t);
    const files = await uploadOk(t, person.token, [pdfFile('first.pdf'), await smallPng('second.png')]);
    const withFiles = await createReview(person, files, { feeling: ids.feeling.GOOD });
    const hidden = await createReview(person);
    await setStatus(hidden.id, 'hidden');
    const deleted = await createReview(person);
    expect((await del(`/api/reviews/${deleted.id}`, person.token)).statusCode).toBe(204);
    const plain = await createReview(person);

    const res = await get(`/api/users/${person.id}/reviews`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((i: { id: string }) => i.id)).toEqual([plain.id, withFiles.id]);
    expect(page.items[1]).toMatchObject({
      id: withFiles.id,
      ticketNumber: withFiles.ticketNumber,
      status: 'submitted',
      user: { id: person.id, name: person.name, avatarUrl: null },
      feeling: { key: 'GOOD', title: 'Good', titleMs: 'Baik', score: 2, icon: 'mood-happy' },
      service: { key: 'STAGE_BUS', title: 'Stage Bus', titleMs: 'Bas Henti-henti' },
      aspect: { key: 'DRIVER' },
      serviceText: null,
      aspectText: null,
      firstAttachment: { id: files[0]!.id, type: 'pdf', originalName: 'first.pdf', url: files[0]!.url, thumbUrl: null },
      likeCount: 0,
      unlikeCount: 0,
      commentCount: 0,
    });
    expect(page.items[0].firstAttachment).toBeNull();
    expect(typeof page.items[0].createdAt).toBe('string');

    // Other users see what the public sees; the author also sees their hidden review, marked.
    expect((await pageOf(person.id, null, other.token)).items.map((i) => i.id)).toEqual([plain.id, withFiles.id]);
    const own = await pageOf(person.id, null, person.token);
    expect(own.items.map((i) => [i.id, i.status])).toEqual([
      [plain.id, 'submitted'],
      [hidden.id, 'hidden'],
      [withFiles.id, 'submitted'],
    ]);
  });

  it('answers an empty list for a user with no reviews, 404 for a malformed id and 422 for a bad cursor', async () => {
    const quiet = await signUpAndIn(t);
    expect(await pageOf(quiet.id)).toEqual({ items: [], nextCursor: null });
    expect((await get('/api/users/not-a-user/reviews')).statusCode).toBe(404);
    const otherSort = Buffer.from('earliest|2025-01-01T00:00:00.000000Z|0190a8a0-0000-7000-8000-000000000000').toString('base64url');
    for (const cursor of ['garbage', Buffer.from('latest|2025-01-01|x').toString('base64url'), otherSort, 'x'.repeat(300)]) {
      const res = await get(`/api/users/${quiet.id}/reviews?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { cursor: 'pageLinkInvalid' } });
    }
  });
});
