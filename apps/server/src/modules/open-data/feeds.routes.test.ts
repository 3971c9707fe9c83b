import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { operators, reviews, transitRoutes } from '../../db/schema/index.ts';
import { optionIds, verifiedPerson, type OptionIds } from '../reviews/reviews.test-support.ts';
import { insertReview, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { FEED_ENTRIES } from './feeds.repository.ts';
import { FEED_REQUESTS_PER_HOUR } from './feeds.routes.ts';

let t: TestApp;
let rider: SignedIn;
let ids: OptionIds;
let base: string;
const operator = { id: '', slug: 'feed-test-lines' };
const quiet = { id: '', slug: 'feed-test-quiet' };
const route = { id: '' };
const busy = { id: '' };
const review = { older: '', olderTicket: 0, newer: '' };
// A built web app, so a path outside the feeds' routes could fall back to its HTML.
const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-web-'));

/** Never in a feed: texts of hidden, deleted and other operators' reviews, the rider's other words. */
const NEVER = ['HIDDEN-REVIEW', 'DELETED-REVIEW', 'OTHER-OPERATOR', 'SECRET-COMMENT', 'Jalan Rahsia', 'WXY 1234'];

let address = 0;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers, remoteAddress: `10.41.0.${++address % 250}` });

/** The entries of a feed, in order, as their raw XML. */
const entriesOf = (xml: string) => [...xml.matchAll(/<entry>.*?<\/entry>/gs)].map((match) => match[0]);

beforeAll(async () => {
  fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Suara Transit</title><div id="root"></div>');
  t = await buildTestApp({ webDistDir });
  base = t.config.publicUrl.replace(/\/+$/, '');
  rider = await verifiedPerson(t);
  ids = await optionIds(t);
  const [lines, calm, other] = await t.db
    .insert(operators)
    .values([
      { slug: operator.slug, name: 'Feed <Test> & "Lines"', kind: 'transit' },
      { slug: quiet.slug, name: 'Feed Quiet', kind: 'transit' },
      { slug: 'feed-test-other', name: 'Feed Other', kind: 'transit' },
    ])
    .returning();
  Object.assign(operator, { id: lines!.id });
  Object.assign(quiet, { id: calm!.id });
  const [line, crowded] = await t.db
    .insert(transitRoutes)
    .values([
      { agency: 'feeds-test', code: 'F1', name: 'Pasar Seni <-> "Bangsar" & back', operatorId: lines!.id },
      { agency: 'feeds-test', code: 'F2', name: 'F2', operatorId: lines!.id },
    ])
    .returning();
  Object.assign(route, { id: line!.id });
  Object.assign(busy, { id: crowded!.id });

  const older = await insertReview(t, rider.id, {
    feelingId: ids.feeling.ANNOYED,
    score: -2,
    serviceId: ids.service.STAGE_BUS,
    aspectId: ids.aspect.DRIVER,
    operatorId: lines!.id,
    routeId: line!.id,
    // Markup, an ampersand, both quotes, and control characters XML 1.0 cannot carry at all.
    experience: 'Driver said <b>"no"</b> & it\'s late\u0001\u0008\u000B again\u001F\uFFFF.\nSecond line 🚌',
    comment: 'SECRET-COMMENT',
    address: 'No 12, Jalan Rahsia',
    vehiclePlate: 'WXY 1234',
    createdAt: new Date('2026-03-10T10:00:00+08:00'),
  });
  const newer = await insertReview(t, rider.id, {
    feelingId: ids.feeling.GOOD,
    score: 2,
    serviceId: ids.service.LRT,
    aspectId: ids.aspect.INFORMATION,
    operatorId: lines!.id,
    experience: 'Clear announcements at every station.',
    createdAt: new Date('2026-03-11T09:30:00+08:00'),
  });
  Object.assign(review, { older: older.id, olderTicket: older.ticketNumber, newer: newer.id });
  await insertReview(t, rider.id, { operatorId: lines!.id, routeId: line!.id, experience: 'HIDDEN-REVIEW', status: 'hidden', createdAt: new Date('2026-03-12T10:00:00+08:00') });
  await insertReview(t, rider.id, { operatorId: lines!.id, routeId: line!.id, experience: 'DELETED-REVIEW', deletedAt: new Date(), createdAt: new Date('2026-03-12T11:00:00+08:00') });
  await insertReview(t, rider.id, { operatorId: other!.id, experience: 'OTHER-OPERATOR', createdAt: new Date('2026-03-12T12:00:00+08:00') });

  // More than a feed holds, a minute apart: only the newest FEED_ENTRIES, newest first.
  const start = Date.parse('2026-04-01T08:00:00+08:00');
  const rows = Array.from({ length: FEED_ENTRIES + 5 }, (_, i) => ({
    userId: rider.id,
    feelingId: ids.feeling.FAIR!,
    score: 0,
    serviceId: ids.service.MRT!,
    aspectId: ids.aspect.OTHER!,
    routeId: crowded!.id,
    experience: `Busy review ${i}`,
    incidentAt: new Date(start + i * 60_000),
    createdAt: new Date(start + i * 60_000),
  }));
  await t.db.insert(reviews).values(rows);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

describe('GET /feeds/operators/{slug}.atom', () => {
  it('is Atom, cacheable and readable from any origin', async () => {
    const res = await get(`/feeds/operators/${operator.slug}.atom`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">')).toBe(true);
    expect(res.body.endsWith('</feed>\n')).toBe(true);
  });

  it("describes the feed with the operator's name escaped, its own address, the licence and the newest entry's time", async () => {
    const { body } = await get(`/feeds/operators/${operator.slug}.atom`);
    const head = body.slice(0, body.indexOf('<entry>'));
    expect(head).toContain(`<id>urn:uuid:${operator.id}</id>`);
    expect(head).toContain('<title type="text">Suara Transit: reviews of Feed &lt;Test&gt; &amp; "Lines"</title>');
    expect(head).toContain(`<link rel="self" type="application/atom+xml" href="${base}/feeds/operators/${operator.slug}.atom"/>`);
    expect(head).toContain(`<link rel="alternate" type="text/html" href="${base}/insights/operators/${operator.slug}"/>`);
    expect(head).toContain(`<link rel="related" type="text/html" href="${base}/open-data"/>`);
    expect(head).toContain('<link rel="license" href="https://creativecommons.org/licenses/by/4.0/"/>');
    expect(head).toContain('<rights type="text">CC BY 4.0 https://creativecommons.org/licenses/by/4.0/ (credit: Suara Transit)</rights>');
    expect(head).toContain(`<author><name>Suara Transit</name><uri>${base}</uri></author>`);
    expect(head).toContain('<updated>2026-03-11T01:30:00Z</updated>');
  });

  it('has the published reviews of the operator, newest first, each with its public fields', async () => {
    const { body } = await get(`/feeds/operators/${operator.slug}.atom`);
    const [first, second, ...rest] = entriesOf(body);
    expect(rest).toEqual([]);
    expect(first).toContain(`<id>urn:uuid:${review.newer}</id>`);
    expect(second).toBe(
      [
        '<entry>',
        `<id>urn:uuid:${review.older}</id>`,
        `<title type="text">Annoyed: Stage Bus, Driver (#${review.olderTicket})</title>`,
        `<link rel="alternate" type="text/html" href="${base}/popular?review=${review.older}"/>`,
        '<published>2026-03-10T02:00:00Z</published>',
        '<updated>2026-03-10T02:00:00Z</updated>',
        `<category scheme="${base}/open-data#feeling" term="ANNOYED" label="Annoyed"/>`,
        `<category scheme="${base}/open-data#service_code" term="STAGE_BUS" label="Stage Bus"/>`,
        `<category scheme="${base}/open-data#aspect_code" term="DRIVER" label="Driver"/>`,
        // Escaped; the control characters XML cannot carry are dropped, the line break and the emoji kept.
        '<content type="text">Driver said &lt;b&gt;"no"&lt;/b&gt; &amp; it\'s late again.\nSecond line 🚌</content>',
        '</entry>',
      ].join(''),
    );
    for (const secret of [...NEVER, rider.username, rider.email, rider.name, rider.id]) expect(body).not.toContain(secret);
  });

  it('is a valid feed without entries for an operator nobody has reviewed', async () => {
    const res = await get(`/feeds/operators/${quiet.slug}.atom`);
    expect(res.statusCode).toBe(200);
    expect(entriesOf(res.body)).toEqual([]);
    expect(res.body).toContain('<updated>1970-01-01T00:00:00Z</updated>');
  });

  it.each([
    ['an unknown slug', '/feeds/operators/no-such-operator.atom'],
    ['a slug longer than any', `/feeds/operators/${'a'.repeat(61)}.atom`],
    ['an encoded slug', '/feeds/operators/%3Cscript%3E.atom'],
    ['another extension', `/feeds/operators/${operator.slug}.rss`],
    ['no extension', `/feeds/operators/${operator.slug}`],
  ])('answers %s with the 404 envelope, never the web app', async (_, url) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ error: { code: 'not_found', message: expect.any(String) } });
  });
});

describe('GET /feeds/routes/{id}.atom', () => {
  it("has the route's published reviews, titled with its code, name and operator", async () => {
    const res = await get(`/feeds/routes/${route.id}.atom`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(res.body).toContain(`<id>urn:uuid:${route.id}</id>`);
    expect(res.body).toContain('<title type="text">Suara Transit: reviews of route F1 Pasar Seni &lt;-&gt; "Bangsar" &amp; back (Feed &lt;Test&gt; &amp; "Lines")</title>');
    expect(res.body).toContain(`<link rel="self" type="application/atom+xml" href="${base}/feeds/routes/${route.id}.atom"/>`);
    expect(res.body).toContain(`<link rel="alternate" type="text/html" href="${base}/insights/routes/${route.id}"/>`);
    const entries = entriesOf(res.body);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toContain(`<id>urn:uuid:${review.older}</id>`);
    for (const secret of NEVER) expect(res.body).not.toContain(secret);
  });

  it(`holds the newest ${FEED_ENTRIES} reviews, newest first`, async () => {
    const { body } = await get(`/feeds/routes/${busy.id}.atom`);
    expect(body).toContain('<title type="text">Suara Transit: reviews of route F2 (Feed &lt;Test&gt; &amp; "Lines")</title>');
    const texts = entriesOf(body).map((entry) => /<content type="text">(.*)<\/content>/.exec(entry)![1]);
    expect(texts).toEqual(Array.from({ length: FEED_ENTRIES }, (_, i) => `Busy review ${FEED_ENTRIES + 4 - i}`));
    // The feed's time is its newest entry's: 54 minutes after the first.
    expect(body.slice(0, body.indexOf('<entry>'))).toContain('<updated>2026-04-01T00:54:00Z</updated>');
  });

  it('compresses a large feed', async () => {
    const plain = await get(`/feeds/routes/${busy.id}.atom`);
    const res = await get(`/feeds/routes/${busy.id}.atom`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it.each([
    ['an unknown id', '/feeds/routes/0190f2b4-0000-7000-8000-000000000000.atom'],
    ['a malformed id', '/feeds/routes/not-a-uuid.atom'],
    ['an id with SQL in it', "/feeds/routes/1'%20or%20'1'='1.atom"],
    ['an operator slug', `/feeds/routes/${operator.slug}.atom`],
  ])('answers %s with the 404 envelope', async (_, url) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('rate limit', () => {
  it(`allows ${FEED_REQUESTS_PER_HOUR} requests an hour per address, then 429 in the envelope`, async () => {
    // A tenth of the limit (RATE_LIMIT_MULTIPLIER), so the test sends hundreds of requests, not thousands.
    const limited = await buildTestApp({ env: { RATE_LIMIT_MULTIPLIER: '0.1' } });
    try {
      const ask = () => limited.app.inject({ method: 'GET', url: '/feeds/operators/none.atom', remoteAddress: '10.41.255.1' });
      for (let i = 0; i < FEED_REQUESTS_PER_HOUR / 10; i++) expect((await ask()).statusCode).toBe(404);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.headers['access-control-allow-origin']).toBe('*');
      expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    } finally {
      await limited.close();
    }
  });
});

