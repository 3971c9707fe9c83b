import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { messageText } from '@suara/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import bundled from '../../db/seed/data/pj-bus-stops.json' with { type: 'json' };
import { createNominatimClient } from './nominatim.client.ts';

/** A loopback server that answers like Nominatim, and can be told to fail. */
type Seen = { path: string; params: URLSearchParams; userAgent?: string; at: number };
const seen: Seen[] = [];
let failWith: { status: number; body: unknown } | undefined;
const upstream = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  seen.push({ path: url.pathname, params: url.searchParams, userAgent: req.headers['user-agent'], at: Date.now() });
  res.setHeader('content-type', 'application/json');
  if (failWith) return res.writeHead(failWith.status).end(JSON.stringify(failWith.body));
  if (url.pathname === '/reverse') {
    const lang = url.searchParams.get('accept-language');
    return res.end(JSON.stringify({ display_name: `${lang === 'ms' ? 'Jalan' : 'Road'} ${url.searchParams.get('lat')}, Petaling Jaya` }));
  }
  res.end(JSON.stringify([{ display_name: 'Jaya One, Petaling Jaya, Selangor', lat: '3.1180', lon: '101.6357' }]));
});

let baseUrl: string;
let withGeocoder: Awaited<ReturnType<typeof buildTestApp>>;
let without: Awaited<ReturnType<typeof buildTestApp>>;
const redisUrl = process.env.TEST_REDIS_URL;
const METRICS_TOKEN = 'geo-metrics-token-0123';
const hub = bundled.find((s) => s.stop_id === 'PJS1001')!;

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  withGeocoder = await buildTestApp({ env: { GEOCODER_URL: baseUrl, GEOCODER_INTERVAL_MS: '20' } });
  without = await buildTestApp();
});
afterAll(async () => {
  await withGeocoder.close();
  await without.close();
  upstream.close();
});
beforeEach(() => {
  failWith = undefined;
  seen.length = 0;
});

const reverse = (t: typeof without, lat: number, lon: number, language = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/geo/reverse?lat=${lat}&lon=${lon}`, headers: { 'accept-language': language } });

describe('GET /api/geo/reverse', () => {
  it('asks the geocoder once, identifying us, then answers from the cache', async () => {
    const first = await reverse(withGeocoder, 3.1101, 101.6202);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ address: 'Road 3.1101, Petaling Jaya', source: 'geocoder' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.userAgent).toMatch(/^SuaraTransit\/1\.0/);
    expect(seen[0]?.params.get('format')).toBe('jsonv2');

    expect((await reverse(withGeocoder, 3.1101, 101.6202)).json()).toEqual(first.json());
    expect(seen).toHaveLength(1);
  });

  it('asks in the reader’s language', async () => {
    const res = await reverse(withGeocoder, 3.1102, 101.6203, 'ms');
    expect(res.json().address).toBe('Jalan 3.1102, Petaling Jaya');
  });

  it('falls back to the nearest stop within 300 m when the provider fails', async () => {
    failWith = { status: 500, body: { error: 'Internal error' } };
    const res = await reverse(withGeocoder, hub.latitude + 0.001, hub.longitude);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ address: `near ${hub.stop_name}`, source: 'nearest-stop' });
    expect((await reverse(withGeocoder, hub.latitude + 0.0011, hub.longitude, 'ms')).json().address).toBe(`berhampiran ${hub.stop_name}`);
  });

  it('passes on the provider’s first error detail when no stop is near', async () => {
    failWith = { status: 400, body: { error: { code: 400, message: 'Unable to geocode' } } };
    const res = await reverse(withGeocoder, 5.4, 100.3);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({ code: 'geocoder_unavailable', message: 'Unable to geocode' });
  });

  it('works without a geocoder near the bus stops, and says so elsewhere', async () => {
    expect((await reverse(without, hub.latitude, hub.longitude)).json()).toEqual({ address: `near ${hub.stop_name}`, source: 'nearest-stop' });
    const far = await reverse(without, 1.5, 103.7);
    expect(far.statusCode).toBe(502);
    expect(far.json().error.code).toBe('geocoder_unavailable');
  });

  it('answers a failure with a code the web shows in either language (issue #13)', async () => {
    for (const language of ['en', 'ms']) {
      const far = await reverse(without, 1.5, 103.7, language);
      expect(far.statusCode).toBe(502);
      // The message is English (the server's rule); the code is the domain's message, in both languages.
      expect(far.json().error).toEqual({ code: 'geocoder_unavailable', message: messageText('geocoderUnavailable', 'en') });
    }
    expect(messageText('geocoderUnavailable', 'en')).toBe('No address could be found for this place');
    expect(messageText('geocoderUnavailable', 'ms')).toBe('Tiada alamat ditemui untuk tempat ini');
  });

  it.each([
    ['lat=91&lon=101', 'lat'],
    ['lat=3.1&lon=-181', 'lon'],
    ['lat=abc&lon=101', 'lat'],
    ['lon=101', 'lat'],
  ])('refuses %s', async (query, field) => {
    const res = await without.app.inject({ method: 'GET', url: `/api/geo/reverse?${query}` });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });
});

describe('GET /api/geo/search', () => {
  it('finds places through the geocoder, limited to Malaysia', async () => {
    const res = await withGeocoder.app.inject({ method: 'GET', url: '/api/geo/search?q=jaya%20one' });
    expect(res.json()).toEqual({ items: [{ label: 'Jaya One, Petaling Jaya, Selangor', latitude: 3.118, longitude: 101.6357 }] });
    expect(seen[0]?.params.get('countrycodes')).toBe('my');
  });

  it('falls back to bus stops by name when the provider is down', async () => {
    failWith = { status: 503, body: { error: 'Service unavailable' } };
    const res = await withGeocoder.app.inject({ method: 'GET', url: '/api/geo/search?q=taman%20jaya' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.length).toBeGreaterThan(0);
    expect(res.json().items.every((p: { label: string }) => /taman jaya/i.test(p.label))).toBe(true);
  });

  it('refuses a query that is too short', async () => {
    expect((await without.app.inject({ method: 'GET', url: '/api/geo/search?q=a' })).statusCode).toBe(422);
  });
});

describe('the Nominatim client', () => {
  it('spaces its requests out to honour the provider’s rate limit', async () => {
    const client = createNominatimClient(baseUrl, 'test', { intervalMs: 200 });
    await Promise.all([client.search('a', 'en'), client.search('b', 'en'), client.search('c', 'en')]);
    expectSpaced(seen, 200);
  });

  it('refuses at once a request beyond its queue, saying when to try again', async () => {
    const client = createNominatimClient(baseUrl, 'test', { intervalMs: 300, queueMax: 2 });
    const calls = [client.search('a', 'en'), client.search('b', 'en')];
    expect(client.queueLength()).toBe(2);
    await expect(client.search('c', 'en')).rejects.toMatchObject({ status: 503, code: 'geocoder_busy', retryAfterSeconds: 1 });
    await Promise.all(calls);
    expect(client.queueLength()).toBe(0);
    expect(seen).toHaveLength(2);
  });
});

/**
 * Requests about `intervalMs` apart: together they span their intervals, and no two come close, give
 * or take how late a loaded machine delivers each (unpaced requests arrive together).
 */
function expectSpaced(requests: Seen[], intervalMs: number) {
  const times = requests.map((s) => s.at).sort((a, b) => a - b);
  const gaps = times.slice(1).map((at, i) => at - times[i]!);
  expect(gaps.length).toBeGreaterThan(0);
  expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(gaps.length * intervalMs * 0.9);
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(intervalMs / 2);
}

describe('a busy geocoder', () => {
  let busy: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    busy = await buildTestApp({ env: { GEOCODER_URL: baseUrl, GEOCODER_INTERVAL_MS: '400', GEOCODER_QUEUE_MAX: '1', METRICS_TOKEN: METRICS_TOKEN } });
  });
  afterAll(() => busy.close());

  it('shows its queue in /metrics; one more gets 503 geocoder_busy with Retry-After, or the nearest stop near one', async () => {
    const queueLength = async () => {
      const res = await busy.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      return Number(/^geocoder_queue_length (\d+)$/m.exec(res.body)?.[1]);
    };
    expect((await reverse(busy, 5.41, 100.31)).json()).toMatchObject({ source: 'geocoder' });
    // The next request waits about 400 ms for its slot, filling the queue of one.
    const queued = reverse(busy, 5.42, 100.32);
    await vi.waitFor(async () => expect(await queueLength()).toBe(1));

    const [far, near] = await Promise.all([reverse(busy, 5.43, 100.33), reverse(busy, hub.latitude + 0.0012, hub.longitude)]);
    expect(far.statusCode).toBe(503);
    expect(far.json().error.code).toBe('geocoder_busy');
    expect(far.headers['retry-after']).toBe('1');
    expect(near.json()).toEqual({ address: `near ${hub.stop_name}`, source: 'nearest-stop' });

    expect((await queued).json()).toMatchObject({ source: 'geocoder' });
    expect(await queueLength()).toBe(0);
    expect(seen).toHaveLength(2);
  });
});

describe('the per-address limit on /api/geo/*', () => {
  it('answers 429 once an address has used its requests', async () => {
    // 60 a minute, scaled down to 6, for both routes together.
    const limited = await buildTestApp({ env: { RATE_LIMIT_MULTIPLIER: '0.1' } });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await reverse(limited, hub.latitude, hub.longitude)).statusCode).toBe(200);
        expect((await limited.app.inject({ method: 'GET', url: '/api/geo/search?q=taman%20jaya' })).statusCode).toBe(200);
      }
      const refused = await limited.app.inject({ method: 'GET', url: '/api/geo/search?q=taman%20jaya' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe.runIf(redisUrl)('two app processes sharing Redis', () => {
  it('keep one pace between them', async () => {
    const env = { GEOCODER_URL: baseUrl, GEOCODER_INTERVAL_MS: '400', REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `suara-test:${randomUUID()}:` };
    const a = await buildTestApp({ env });
    const b = await buildTestApp({ env });
    try {
      const answers = await Promise.all([0, 1, 2].flatMap((i) => [reverse(a, 5.1 + i / 100, 100.1), reverse(b, 5.2 + i / 100, 100.2)]));
      for (const answer of answers) expect(answer.json()).toMatchObject({ source: 'geocoder' });
      expect(seen).toHaveLength(6);
      expectSpaced(seen, 400);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
