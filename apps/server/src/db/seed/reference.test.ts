import { ASPECTS, FEELINGS, SERVICES, STATES } from '@suara/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { operatorAliases, operators, pollQuestions, reviewOptions, routeStops, towns, transitRoutes } from '../schema/index.ts';
import { SEED_OPERATORS } from './data/operators.ts';
import { seedReferenceData } from './reference.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => (t = await buildTestApp()));
afterAll(() => t.close());

const tally = async () => ({
  options: await t.db.select().from(reviewOptions).orderBy(reviewOptions.id),
  polls: await t.db.select().from(pollQuestions).orderBy(pollQuestions.id),
  towns: (await t.db.select({ n: count() }).from(towns))[0]?.n,
  routes: (await t.db.select({ n: count() }).from(transitRoutes))[0]?.n,
  routeStops: (await t.db.select({ n: count() }).from(routeStops))[0]?.n,
  operators: await t.db.select().from(operators).orderBy(operators.id),
  aliases: (await t.db.select({ n: count() }).from(operatorAliases))[0]?.n,
});

describe('reference data', () => {
  it('holds the review options, the MaaS poll, the bus routes, the towns and the operators', async () => {
    const now = await tally();
    const byCategory = (c: string) => now.options.filter((o) => o.category === c);
    expect(byCategory('feeling')).toHaveLength(7);
    expect(byCategory('service')).toHaveLength(SERVICES.length);
    expect(byCategory('aspect')).toHaveLength(13);
    expect(now.polls).toHaveLength(5);
    expect(now.routes).toBe(6);
    expect(now.routeStops).toBe(59 + 24 + 23 + 36 + 32 + 39);
    expect(now.towns).toBe(STATES.reduce((sum, s) => sum + s.places.length, 0));
    expect(now.operators).toHaveLength(SEED_OPERATORS.length);
    // Every name and alias of the seed is its own key: no two spellings collapse or collide.
    expect(now.aliases).toBe(SEED_OPERATORS.reduce((sum, o) => sum + 1 + o.aliases.length, 0));
  });

  it('changes nothing when seeded again, so ids stay stable across restarts', async () => {
    const before = await tally();
    await seedReferenceData(t.db);
    expect(await tally()).toEqual(before);
  });
});

describe('GET /api/review-options', () => {
  it('lists feelings by score, services and aspects in the spec order, in both languages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/review-options' });
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<'feelings' | 'services' | 'aspects', { key: string; title: string; titleMs: string; score: number | null }[]>>();
    expect(body.feelings.map((f) => f.score)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    expect(body.feelings.map((f) => f.key)).toEqual(FEELINGS.map((f) => f.key));
    expect(body.services.map((s) => s.key)).toEqual(SERVICES.map((s) => s.key));
    expect(body.aspects.map((a) => a.title)).toEqual(ASPECTS.map((a) => a.title));
    expect(body.aspects.every((a) => a.titleMs.length > 0)).toBe(true);
    expect(body.aspects[0]).toMatchObject({ description: { en: expect.any(String), ms: expect.any(String) } });
  });
});
