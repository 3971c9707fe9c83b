import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { auditLog, operators, reviews } from '../../db/schema/index.ts';
import { seedReferenceData } from '../../db/seed/reference.ts';
import { adminPerson, optionIds, postReview, validPayload, verifiedPerson } from '../reviews/reviews.test-support.ts';
import { auth, insertReview, type SignedIn, type TestApp } from '../users/users.test-support.ts';

let t: TestApp;
let admin: SignedIn;
let rider: SignedIn;
let rapidKl: string;

const operatorOf = async (reviewId: string) => (await t.db.select({ id: reviews.operatorId }).from(reviews).where(eq(reviews.id, reviewId)))[0]?.id;
// null: no token (undefined would take the default).
const get = (url: string, token: string | null = admin.token) => t.app.inject({ method: 'GET', url, headers: auth(token ?? undefined) });
const post = (url: string, payload: object, token: string | null = admin.token) => t.app.inject({ method: 'POST', url, payload, headers: auth(token ?? undefined) });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminPerson(t);
  rider = await verifiedPerson(t);
  rapidKl = (await t.db.select().from(operators).where(eq(operators.slug, 'rapid-kl')))[0]!.id;
});
afterAll(() => t.close());

describe('GET /api/operators', () => {
  it('lists the seeded operators with their slugs, to anyone', async () => {
    const res = await get('/api/operators', null);
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: { slug: string; name: string; kind: string }[] }>().items;
    expect(items.map((o) => o.slug)).toEqual(expect.arrayContaining(['rapid-kl', 'ktm', 'mrt-corp', 'erl', 'smart-selangor', 'grab', 'pj-city-bus']));
    expect(items.find((o) => o.slug === 'grab')).toMatchObject({ name: 'Grab', kind: 'e-hailing' });
  });
});

describe('matching a review to its operator', () => {
  it('links a new review by case, spacing, punctuation and alias, and keeps an unknown name as typed', async () => {
    const ids = await optionIds(t);
    const written = [];
    for (const operatorName of ['rapid kl', 'Rapid-Bus', 'RAPIDKL', 'Bas Kilang Ah Seng']) {
      const res = await postReview(t, rider.token, validPayload(ids, { operatorName }));
      expect(res.statusCode, res.body).toBe(201);
      written.push(res.json<{ review: { id: string } }>().review.id);
    }
    expect(await Promise.all(written.map(operatorOf))).toEqual([rapidKl, rapidKl, rapidKl, null]);
    const [unknown] = await t.db.select().from(reviews).where(eq(reviews.id, written[3]!));
    expect(unknown!.operatorName).toBe('Bas Kilang Ah Seng');
  });

  it('back-fills reviews written before matching, at the reference seeding', async () => {
    const old = await insertReview(t, rider.id, { operatorName: ' KTM komuter ' });
    const none = await insertReview(t, rider.id, { operatorName: 'Teksi Pak Din' });
    expect(await operatorOf(old.id)).toBeNull();
    await seedReferenceData(t.db);
    const [ktm] = await t.db.select().from(operators).where(eq(operators.slug, 'ktm'));
    expect(await operatorOf(old.id)).toBe(ktm!.id);
    expect(await operatorOf(none.id)).toBeNull();
  });
});

type Unmatched = { items: { name: string; reviewCount: number }[]; nextCursor: string | null };

describe('the unmatched operator names (admin)', () => {
  beforeAll(async () => {
    for (let i = 0; i < 3; i += 1) await insertReview(t, rider.id, { operatorName: 'Sunway BRT' });
    await insertReview(t, rider.id, { operatorName: 'sunway-brt' });
    await insertReview(t, rider.id, { operatorName: 'Bas Sekolah Cikgu Lim' });
    await insertReview(t, rider.id, { operatorName: 'Bas Sekolah Cikgu Lim' });
    await insertReview(t, rider.id, { operatorName: 'Deleted Bus Co', deletedAt: new Date() });
  });

  it('lists each name with its live reviews, most first, paging with a cursor and finding by any part', async () => {
    const all = await get('/api/admin/operators/unmatched');
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json<Unmatched>();
    expect(body.items.slice(0, 2)).toEqual([
      { name: 'Sunway BRT', reviewCount: 3 },
      { name: 'Bas Sekolah Cikgu Lim', reviewCount: 2 },
    ]);
    expect(body.items.map((i) => i.name)).not.toContain('Deleted Bus Co');
    expect(body.items.map((i) => i.name)).not.toContain('Rapid KL');

    const pages: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: Unmatched = (await get(`/api/admin/operators/unmatched?limit=1&cursor=${cursor}`)).json<Unmatched>();
      pages.push(...page.items.map((i) => i.name));
      cursor = page.nextCursor;
    }
    expect(pages).toEqual(body.items.map((i) => i.name));

    const found = (await get('/api/admin/operators/unmatched?q=SUNWAY')).json<Unmatched>();
    expect(found.items.map((i) => i.name)).toEqual(['Sunway BRT', 'sunway-brt']);
  });

  it('is for administrators only, and refuses a bad cursor or limit with 422', async () => {
    expect((await get('/api/admin/operators/unmatched', null)).statusCode).toBe(401);
    expect((await get('/api/admin/operators/unmatched', rider.token)).statusCode).toBe(403);
    for (const query of ['cursor=bm9wZQ', `cursor=${Buffer.from('[0,"x"]').toString('base64url')}`, `cursor=${Buffer.from('[1,"\\u0000"]').toString('base64url')}`, 'limit=0', 'limit=abc']) {
      const res = await get(`/api/admin/operators/unmatched?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({ error: { code: 'validation_failed' } });
    }
  });

  it('maps a name to an operator: an alias from then on, and the past reviews linked', async () => {
    const res = await post(`/api/admin/operators/${rapidKl}/aliases`, { name: 'Bas Sekolah Cikgu Lim' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ operator: { slug: 'rapid-kl' }, added: true, reviewsLinked: 2 });
    const names = (await get('/api/admin/operators/unmatched')).json<Unmatched>().items.map((i) => i.name);
    expect(names).not.toContain('Bas Sekolah Cikgu Lim');

    const again = await post(`/api/admin/operators/${rapidKl}/aliases`, { name: 'bas sekolah  cikgu lim' });
    expect(again.json()).toMatchObject({ added: false, reviewsLinked: 0 });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'operator.alias'));
    expect(audit).toMatchObject({ actorId: admin.id, targetId: rapidKl, details: { name: 'Bas Sekolah Cikgu Lim' } });
  });

  it('adds an operator with aliases, linking every spelling of its names', async () => {
    const res = await post('/api/admin/operators', { name: 'Sunway BRT', kind: 'transit', aliases: ['BRT Sunway Line'] });
    expect(res.statusCode, res.body).toBe(201);
    const { operator, reviewsLinked } = res.json<{ operator: { id: string; slug: string }; reviewsLinked: number }>();
    expect(operator.slug).toBe('sunway-brt');
    expect(reviewsLinked).toBe(4);
    const later = await insertReview(t, rider.id, { operatorName: 'BRT sunway line' });
    await seedReferenceData(t.db);
    expect(await operatorOf(later.id)).toBe(operator.id);
    const listed = (await get('/api/operators', null)).json<{ items: { slug: string }[] }>().items;
    expect(listed.map((o) => o.slug)).toContain('sunway-brt');
  });

  it('answers 404 for an unknown operator, 409 for a name another operator holds, 422 for a bad body', async () => {
    const unknown = await post('/api/admin/operators/0196a5c0-0000-7000-8000-000000000000/aliases', { name: 'X Bus' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await post('/api/admin/operators/not-a-uuid/aliases', { name: 'X Bus' })).statusCode).toBe(404);

    const taken = await post(`/api/admin/operators/${rapidKl}/aliases`, { name: 'grab car' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { code: 'alias_taken', message: '"grab car" already stands for Grab.' } });
    const takenByAlias = await post('/api/admin/operators', { name: 'New Co', aliases: ['KTMB'] });
    expect(takenByAlias.json()).toMatchObject({ error: { code: 'alias_taken' } });
    const sameSlug = await post('/api/admin/operators', { name: 'Sunway  BRT!' });
    expect(sameSlug.statusCode).toBe(409);

    for (const body of [{ name: '' }, { name: '***' }, { name: 'A', kind: 'airline' }, { name: 'x'.repeat(121) }, {}]) {
      const res = await post('/api/admin/operators', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ error: { code: 'validation_failed' } });
    }
    expect((await post(`/api/admin/operators/${rapidKl}/aliases`, { name: '  ' })).statusCode).toBe(422);
    expect((await post('/api/admin/operators', { name: 'Rider Co' }, rider.token)).statusCode).toBe(403);
    expect(await t.db.select().from(operators).where(inArray(operators.slug, ['new-co', 'rider-co']))).toEqual([]);
  });
});
