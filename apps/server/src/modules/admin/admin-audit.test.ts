import { AUDIT_PAGE_SIZE } from '@suara/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { adminPerson, verifiedPerson } from '../reviews/reviews.test-support.ts';
import { auth, insertReview, type SignedIn, type TestApp } from '../users/users.test-support.ts';

let t: TestApp;
let admin: SignedIn;
let rider: SignedIn;

type Entry = { id: string; createdAt: string; actor: { id: string; name: string; email: string } | null; action: string; targetType: string | null; targetId: string | null; details: Record<string, unknown> | null };
type Page = { items: Entry[]; nextCursor: string | null };

beforeAll(async () => {
  t = await buildTestApp();
  [admin, rider] = [await adminPerson(t), await verifiedPerson(t)];
  await t.db.update(users).set({ name: 'Zainab Auditor' }).where(eq(users.id, admin.id));
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, query: Record<string, string> = {}, token = admin.token) => t.app.inject({ method: 'GET', url, query, headers: auth(token) });

async function page(query: Record<string, string> = {}): Promise<Page> {
  const res = await get('/api/admin/audit', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

describe('GET /api/admin/audit', () => {
  it('answers 401 to a visitor and 403 to a rider, on the list and the CSV', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit.csv']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await get(url, {}, rider.token)).statusCode).toBe(403);
    }
  });

  it("records an administrator's status move with who, when and from/to, newest first", async () => {
    const review = await insertReview(t, rider.id);
    const moved = await t.app.inject({ method: 'PUT', url: `/api/admin/reviews/${review.id}/status`, payload: { status: 'verified', note: 'Checked with the operator' }, headers: auth(admin.token) });
    expect(moved.statusCode, moved.body).toBe(200);
    const [latest] = (await page()).items;
    expect(latest).toMatchObject({
      actor: { id: admin.id, name: 'Zainab Auditor', email: admin.email },
      action: 'review.status',
      targetType: 'review',
      targetId: review.id,
      details: { from: 'submitted', to: 'verified', note: 'Checked with the operator' },
    });
    expect(Date.now() - Date.parse(latest!.createdAt)).toBeLessThan(60_000);
  });

  it('filters by area, by actor name or e-mail, and by Malaysia days', async () => {
    await t.db.insert(auditLog).values([
      { actorId: admin.id, action: 'poster.create', targetType: 'poster', createdAt: new Date('2024-03-09T15:59:00Z') }, // 9 March in Malaysia, 23:59
      { actorId: admin.id, action: 'operator.alias', targetType: 'operator', createdAt: new Date('2024-03-09T16:00:00Z'), details: { name: 'RapidKL' } }, // 10 March, 00:00
      { actorId: null, action: 'review.auto_hide', targetType: 'review', createdAt: new Date('2024-03-10T10:00:00Z'), details: { reporters: 3 } },
    ]);
    const actions = async (query: Record<string, string>) => (await page(query)).items.map((entry) => entry.action);
    expect(await actions({ from: '2024-03-10', to: '2024-03-10' })).toEqual(['review.auto_hide', 'operator.alias']);
    expect(await actions({ from: '2024-03-09', to: '2024-03-09' })).toEqual(['poster.create']);
    expect(await actions({ area: 'operator', to: '2024-12-31' })).toEqual(['operator.alias']);
    expect(await actions({ actor: 'zainab', to: '2024-12-31' })).toEqual(['operator.alias', 'poster.create']);
    expect(await actions({ actor: admin.email.toUpperCase(), area: 'poster', to: '2024-12-31' })).toEqual(['poster.create']);
    // What no person did has no actor.
    expect((await page({ area: 'review', from: '2024-03-10', to: '2024-03-10' })).items[0]).toMatchObject({ actor: null, details: { reporters: 3 } });
  });

  it(`pages ${AUDIT_PAGE_SIZE} at a time with a cursor, entries of the same instant included`, async () => {
    const at = new Date('2023-06-01T02:00:00Z');
    await t.db.insert(auditLog).values(Array.from({ length: AUDIT_PAGE_SIZE + 5 }, () => ({ actorId: admin.id, action: 'user.hide', targetType: 'user', createdAt: at })));
    const query = { area: 'user', from: '2023-06-01', to: '2023-06-01' };
    const first = await page(query);
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    const second = await page({ ...query, cursor: first.nextCursor! });
    expect(second).toMatchObject({ nextCursor: null });
    expect(second.items).toHaveLength(5);
    expect(new Set([...first.items, ...second.items].map((entry) => entry.id)).size).toBe(AUDIT_PAGE_SIZE + 5);
  });

  it.each([
    [{ area: 'everything' }, { area: 'invalidValue' }],
    [{ from: '2024-02-30' }, { from: 'dateInvalid' }],
    [{ from: '2024-03-10', to: '2024-03-09' }, { to: 'dateToBeforeFrom' }],
    [{ cursor: 'not-a-cursor' }, undefined],
  ])('refuses %j with 422', async (query, fields) => {
    const res = await get('/api/admin/audit', query as Record<string, string>);
    expect(res.statusCode).toBe(422);
    if (fields) expect(res.json()).toMatchObject({ error: { code: 'validation_failed', fields } });
  });
});

describe('GET /api/admin/audit.csv', () => {
  it('downloads the filtered log, its cells safe to open in a spreadsheet', async () => {
    const evil = await adminPerson(t);
    await t.db.update(users).set({ name: '=HYPERLINK("http://x","y")' }).where(eq(users.id, evil.id));
    await t.db.insert(auditLog).values({ actorId: evil.id, action: 'poster.delete', targetType: 'poster', createdAt: new Date('2022-01-05T04:00:00Z'), details: { title: '+sum' } });
    const res = await get('/api/admin/audit.csv', { from: '2022-01-05', to: '2022-01-05' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toEqual([
      '"When (UTC)","Who","E-mail","Action","Target type","Target id","Details"',
      `"2022-01-05T04:00:00.000Z","'=HYPERLINK(""http://x"",""y"")","${evil.email}","poster.delete","poster",,"{""title"":""+sum""}"`,
    ]);
    expect((await get('/api/admin/audit.csv', { to: '2020-01-01', from: '2021-01-01' })).statusCode).toBe(422);
  });
});
