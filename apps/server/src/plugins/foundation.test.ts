import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { precompressDirectory } from '../../../web/build/precompress.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
const BUNDLE = Array.from({ length: 200 }, (_, i) => `export const line${i} = 'Suara Transit ${i}';`).join('\n');
let t: TestApp;
const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webDistDir, 'assets'));
  fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Suara Transit</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A bundle big enough to be worth compressing, with its source map, compressed as the build does it.
  fs.writeFileSync(path.join(webDistDir, 'assets', 'app-def456.js'), BUNDLE);
  fs.writeFileSync(path.join(webDistDir, 'assets', 'app-def456.js.map'), JSON.stringify({ version: 3, mappings: BUNDLE }));
  precompressDirectory(webDistDir);
  t = await buildTestApp({ webDistDir });
  // No public route takes a JSON body yet; this one exercises the body parsing every later route shares.
  t.app.post('/api/test-echo', { schema: { body: z.object({ text: z.string() }) } }, async (request) => request.body);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

describe('health and readiness', () => {
  it('answers liveness without touching the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('reports ready after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready' });
  });

  it('gives every response a request id, keeping a sane incoming one', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-42' } });
    expect(own.headers['x-request-id']).toBe('lb-42');
    const made = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id!' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the error envelope', () => {
  const expectEnvelope = (body: unknown, code: string) =>
    expect(body).toMatchObject({ error: { code, message: expect.any(String) } });

  it('answers an unknown API route with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expectEnvelope(res.json(), 'not_found');
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expectEnvelope(res.json(), 'method_not_allowed');
  });

  it('answers a POST to an unknown page path with 404, not the web app', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/about-us', payload: {} });
    expect(res.statusCode).toBe(404);
    expectEnvelope(res.json(), 'not_found');
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.json(), 'invalid_json');
  });

  it('answers a wrong content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expectEnvelope(res.json(), 'unsupported_media_type');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(t.config.bodyLimit + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expectEnvelope(res.json(), 'payload_too_large');
  });

  it('answers a body failing its schema with 422 and the field named', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test-echo', payload: { text: 42 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'validation_failed', fields: { text: expect.any(String) } } });
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
  });
});

describe('the web app', () => {
  it('serves index.html for page routes without caching it', async () => {
    for (const url of ['/', '/popular', '/public-profile/123', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli or gzip copy of a bundle, whichever the browser accepts, still cached for a year", async () => {
    const brotli = await t.app.inject({ method: 'GET', url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(BUNDLE);
    expect(brotli.rawPayload.length).toBeLessThan(BUNDLE.length / 4);

    const gzip = await t.app.inject({ method: 'GET', url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(BUNDLE);
  });

  it('leaves small files and source maps uncompressed', () => {
    const files = fs.readdirSync(path.join(webDistDir, 'assets'));
    expect(files).toContain('app-def456.js.br');
    expect(files).toContain('app-def456.js.gz');
    expect(files.filter((file) => /^index-abc123\.js\.|\.map\./.test(file))).toEqual([]);
  });

  it('serves a file built after the server started (a rebuild needs no restart)', async () => {
    fs.writeFileSync(path.join(webDistDir, 'assets', 'index-new456.js'), 'console.log(2)');
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-new456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });

  it('answers a missing hashed asset with 404, not the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(res.statusCode).toBe(404);
  });

  it('serves unhashed public files with revalidation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('operability', () => {
  it('publishes the OpenAPI document and its explorer', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./), paths: { '/api/health': expect.any(Object) } });
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
