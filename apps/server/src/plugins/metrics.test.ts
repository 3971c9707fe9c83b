import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { ConfigError, parseConfig } from '../config.ts';
import { openStream, streamTicket } from '../modules/notifications/notifications.test-support.ts';
import { verifiedPerson } from '../modules/reviews/reviews.test-support.ts';
import type { TestApp } from '../modules/users/users.test-support.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A port nothing listens on now (the system's choice, released at once). */
async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The value of an unlabelled sample, or of the sample with exactly these labels. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics is not public', () => {
  it('answers 404 when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
    } finally {
      await t.close();
    }
  });

  it('refuses a guessable token', () => {
    expect(() => parseConfig({ METRICS_TOKEN: 'secret' })).toThrow(new ConfigError('METRICS_TOKEN is not valid: must be at least 16 characters'));
  });

  it('on the app port, answers only to METRICS_TOKEN as a bearer token', async () => {
    const t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      for (const headers of [{}, bearer('wrong'), bearer(`${TOKEN}x`), { authorization: TOKEN }]) {
        const refused = await t.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toMatchObject({ error: { code: 'unauthenticated' } });
      }
      await t.app.inject({ method: 'GET', url: '/api/health' });
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toContain('process_cpu_user_seconds_total');
      expect(res.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/);
    } finally {
      await t.close();
    }
  });

  it('on METRICS_PORT, a listener of its own, answers anyone; the app port still answers 404', async () => {
    const port = await freePort();
    const t = await buildTestApp({ env: { METRICS_PORT: String(port), HOST: '127.0.0.1' } });
    try {
      await t.app.ready();
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toContain('process_cpu_user_seconds_total');
      const elsewhere = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(elsewhere.status).toBe(404);
      expect(await elsewhere.json()).toMatchObject({ error: { code: 'not_found' } });
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
    // Closing the app closes its metrics listener.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('stops the start with one line when METRICS_PORT is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    const t = await buildTestApp({ env: { METRICS_PORT: String(port), HOST: '127.0.0.1' } });
    try {
      await expect(t.app.ready()).rejects.toThrow(new ConfigError(`METRICS_PORT ${port} is already in use by another program: choose another port.`));
    } finally {
      await t.close();
      blocker.close();
    }
  });
});

describe('what /metrics reports', () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    // Limits per address at a tenth: the reset form allows one request an hour.
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_MULTIPLIER: '0.1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts rate-limit rejections by limit', async () => {
    expect(sample(await scrape(), 'rate_limit_rejections_total', '{limit="reset"}')).toBeUndefined();
    const reset = () => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { identifier: 'nobody@example.com' } });
    await reset();
    expect((await reset()).statusCode).toBe(429);
    expect((await reset()).statusCode).toBe(429);
    expect(sample(await scrape(), 'rate_limit_rejections_total', '{limit="reset"}')).toBe(2);
  });

  it('counts the notification streams open', async () => {
    const person = await verifiedPerson(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    expect(sample(await scrape(), 'notification_streams_open')).toBe(0);
    const stream = await openStream(`http://127.0.0.1:${port}/api/notifications/stream?ticket=${await streamTicket(t, person.token)}`);
    await stream.next('ready');
    expect(sample(await scrape(), 'notification_streams_open')).toBe(1);
    stream.close();
    await expect.poll(async () => sample(await scrape(), 'notification_streams_open')).toBe(0);
  });

  it('reports the database pool on PostgreSQL, and no pool on PGlite', async () => {
    const text = await scrape();
    if (!process.env.TEST_DATABASE_URL) {
      expect(text).not.toContain('db_pool_');
      return;
    }
    expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_waiting_queries')).toBe(0);
  });
});
