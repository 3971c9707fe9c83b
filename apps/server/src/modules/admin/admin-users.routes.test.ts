import { eq } from 'drizzle-orm';
import { ADMIN_USERS_ALL_CAP } from '@suara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { auditLog, sessions, users } from '../../db/schema/index.ts';
import { adminPerson, verifiedPerson } from '../reviews/reviews.test-support.ts';
import { auth, insertReview, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';

type Page = {
  items: { id: string; email: string; reviewCount: number; role: { isAdmin: boolean; addedBy: { id: string } | null; removedBy: { id: string } | null; removedAt: string | null } }[];
  total: number;
  page: number;
  pageSize: number | 'all';
  capped: boolean;
  counts: { admins: number; users: number };
};

let t: TestApp;
let admin: SignedIn;
let rider: SignedIn;

// null: no token (undefined would take the default).
const list = (query: string, token: string | null = admin.token) =>
  t.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers: auth(token ?? undefined) });
const setAdmin = (id: string, isAdmin: unknown, token: string | null = admin.token) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}/admin`, payload: { isAdmin }, headers: auth(token ?? undefined) });

async function listOk(query: string) {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminPerson(t);
  rider = await verifiedPerson(t);
});
afterAll(() => t.close());

describe('GET /api/admin/users', () => {
  it('pages the users newest first, with counts of both tables and each row’s review count', async () => {
    const extra: SignedIn[] = [];
    for (let i = 0; i < 6; i += 1) extra.push(await signUpAndIn(t));
    await insertReview(t, rider.id);
    await insertReview(t, rider.id);
    await insertReview(t, rider.id, { deletedAt: new Date() });

    const first = await listOk('role=user');
    expect(first).toMatchObject({ page: 1, pageSize: 5, capped: false, total: 7, counts: { admins: 1, users: 7 } });
    expect(first.items.map((u) => u.id)).toEqual(extra.slice(1).reverse().map((p) => p.id));
    expect(first.items[0]).toMatchObject({ name: 'Siti Aminah', email: extra[5]!.email, emailVerified: false, language: 'en', reviewCount: 0 });
    expect(first.items[0]).not.toHaveProperty('passwordHash');

    const second = await listOk('role=user&page=2&pageSize=5');
    expect(second.items.map((u) => u.id)).toEqual([extra[0]!.id, rider.id]);
    expect(second.items[1]).toMatchObject({ emailVerified: true, reviewCount: 2 });

    expect((await listOk('role=user&pageSize=10')).items).toHaveLength(7);
    expect((await listOk('pageSize=25')).items).toHaveLength(7);
    expect(await listOk('role=user&pageSize=all')).toMatchObject({ pageSize: 'all', page: 1, total: 7, capped: false });
    expect((await listOk('role=user&page=9')).items).toEqual([]);

    const admins = await listOk('role=admin');
    expect(admins.items.map((u) => u.id)).toEqual([admin.id]);
    expect(admins.total).toBe(1);
  });

  it('finds users by any part of the e-mail, ignoring case, and leaves deleted accounts out', async () => {
    const person = await signUpAndIn(t);
    const part = person.email.slice(2, 11).toUpperCase();
    const found = await listOk(`role=user&q=${encodeURIComponent(part)}`);
    expect(found.items.map((u) => u.id)).toEqual([person.id]);
    expect(found.total).toBe(1);
    // The section counts stay unfiltered.
    expect(found.counts.users).toBeGreaterThan(1);
    // LIKE wildcards are taken literally.
    expect((await listOk('role=user&q=%25')).items).toEqual([]);

    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, person.id));
    expect((await listOk(`role=user&q=${encodeURIComponent(part)}`)).total).toBe(0);
  });

  it('answers 422 with a field message for a page size other than 5, 10, 25 or all, and for a bad page or role', async () => {
    for (const size of ['7', '100', 'ALL', '0']) {
      const res = await list(`pageSize=${size}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: { code: 'validation_failed', message: 'Some fields are not valid.', fields: { pageSize: 'tablePageSizeInvalid' } } });
    }
    expect((await list('page=0')).json().error.fields).toEqual({ page: 'tablePageInvalid' });
    expect((await list('page=1.5')).json().error.fields).toEqual({ page: 'tablePageInvalid' });
    expect((await list('role=super')).json().error.fields).toEqual({ role: 'invalidValue' });
    expect((await list(`q=${'a'.repeat(255)}`)).json().error.fields).toEqual({ q: 'emailTooLong' });
  });

  it('is for administrators only: 401 without a token or with an expired session, 403 for a rider', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    expect((await list('', rider.token)).statusCode).toBe(403);
    expect((await list('', rider.token)).json().error.code).toBe('forbidden');

    const other = await adminPerson(t);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, other.id));
    const expired = await list('', other.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('unauthenticated');
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, other.id));
  });
});

describe("GET /api/admin/users?pageSize=all", () => {
  it('stops at the cap and says so', async () => {
    const before = (await listOk('role=user')).total;
    const rows = Array.from({ length: ADMIN_USERS_ALL_CAP + 1 - before }, (_, i) => ({ name: 'Bulk Rider', username: `bulk_${i}`, email: `bulk.${i}@example.my` }));
    await t.db.insert(users).values(rows);
    const all = await listOk('role=user&pageSize=all');
    expect(all).toMatchObject({ total: ADMIN_USERS_ALL_CAP + 1, capped: true });
    expect(all.items).toHaveLength(ADMIN_USERS_ALL_CAP);
  });
});

describe('PUT /api/admin/users/:id/admin', () => {
  it('gives and removes the privilege, records who and when, and returns the updated row', async () => {
    const person = await verifiedPerson(t);
    const granted = await setAdmin(person.id, true);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ id: person.id, role: { isAdmin: true, addedBy: { id: admin.id, username: admin.username } } });
    expect((await listOk('role=admin')).items.map((u) => u.id)).toContain(person.id);
    expect((await listOk('role=user')).items.map((u) => u.id)).not.toContain(person.id);

    // A repeated click changes nothing and writes no second audit entry.
    expect((await setAdmin(person.id, true)).statusCode).toBe(200);

    const removed = await setAdmin(person.id, false);
    expect(removed.statusCode).toBe(200);
    const row = removed.json<Page['items'][number]>();
    expect(row.role).toMatchObject({ isAdmin: false, removedBy: { id: admin.id } });
    expect(Date.parse(row.role.removedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, person.id)).orderBy(auditLog.createdAt);
    expect(audit.map((a) => [a.action, a.actorId, a.details])).toEqual([
      ['admin.grant', admin.id, { via: 'dashboard' }],
      ['admin.revoke', admin.id, { via: 'dashboard' }],
    ]);
  });

  it("refuses an admin removing their own privilege with the spec's message", async () => {
    const res = await setAdmin(admin.id, false);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'self_removal_not_allowed',
      message: 'Not Allowed!\nPlease ask another Admin to remove your admin privilege',
    });
    const [row] = await t.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, admin.id));
    expect(row?.isAdmin).toBe(true);
  });

  it('answers 404 for an unknown or deleted account and 422 for a bad body', async () => {
    expect((await setAdmin('0190a0b0-0000-7000-8000-000000000000', true)).statusCode).toBe(404);
    expect((await setAdmin('not-a-uuid', true)).json().error.code).toBe('not_found');
    const gone = await signUpAndIn(t);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect((await setAdmin(gone.id, true)).statusCode).toBe(404);

    const bad = await setAdmin(rider.id, 'yes');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ isAdmin: 'invalidValue' });
  });

  it('is for administrators only', async () => {
    expect((await setAdmin(rider.id, true, null)).statusCode).toBe(401);
    expect((await setAdmin(rider.id, true, rider.token)).statusCode).toBe(403);
    const [row] = await t.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, rider.id));
    expect(row?.isAdmin).toBe(false);
  });
});
