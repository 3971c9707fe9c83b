import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../web/build/precompress.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
const ROBOTS_TXT = path.resolve(import.meta.dirname, '../../../web/public/robots.txt');
// Big enough for the build to write compressed copies, as a real index.html with its preloads is.
const INDEX_HTML = `<!doctype html><title>Suara Transit</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}<div id="root"></div>`;
const BUNDLE = Array.from({ length: 200 }, (_, i) => `export const line${i} = 'Suara Transit ${i}';`).join('\n');
const SMALL_SCRIPT = `console.log('${'x'.repeat(600)}');`;
const FAVICON = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]);
let t: TestApp;
const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-web-'));
const built = (file: string) => path.join(webDistDir, file);

beforeAll(async () => {
  fs.mkdirSync(built('assets'));
  fs.writeFileSync(built('index.html'), INDEX_HTML);
  fs.copyFileSync(ROBOTS_TXT, built('robots.txt'));
  fs.writeFileSync(built('favicon.ico'), FAVICON);
  fs.writeFileSync(built('assets/app-def456.js'), BUNDLE);
  fs.writeFileSync(built('assets/app-def456.js.map'), JSON.stringify({ version: 3, mappings: BUNDLE }));
  fs.writeFileSync(built('assets/small-abc123.js'), SMALL_SCRIPT);
  precompressDirectory(webDistDir);
  t = await buildTestApp({ webDistDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

function expectNotFoundFile(res: LightMyRequestResponse, url: string) {
  expect(res.statusCode, url).toBe(404);
  expect(res.headers['content-type'], url).toContain('application/json');
  expect(res.json(), url).toMatchObject({ error: { code: 'not_found' } });
}

describe('the history fallback', () => {
  it("sends the build's brotli or gzip index.html for a page route, revalidated and marked as varying", async () => {
    expect(fs.existsSync(built('index.html.br'))).toBe(true);
    for (const url of ['/', '/popular', '/popular?view=card', '/review/bus', '/verify-email/abc-DEF_1']) {
      const brotli = await get(url, 'gzip, deflate, br');
      expect(brotli.statusCode, url).toBe(200);
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(brotli.headers['content-type'], url).toContain('text/html');
      expect(brotli.headers['cache-control'], url).toBe('no-cache');
      expect(brotli.headers.vary, url).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString(), url).toBe(INDEX_HTML);
    }

    const gzip = await get('/popular', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(INDEX_HTML);

    const plain = await get('/popular');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(INDEX_HTML);
  });

  it('answers HEAD for a page route like GET, without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/popular' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe('');
  });
});

describe('files that are not in the build', () => {
  it('answer 404 with the JSON envelope, not the web app', async () => {
    for (const url of ['/sitemap.xml', '/nope.png', '/assets/missing-abc.js', '/deep/path/logo.svg', '/popular/feed.json?x=1']) {
      expectNotFoundFile(await get(url, 'gzip, br'), url);
    }
  });

  it('answers 404 for the API as before', async () => {
    expectNotFoundFile(await get('/api/nothing-here'), '/api/nothing-here');
    expectNotFoundFile(await get('/api/export.csv'), '/api/export.csv');
  });
});

describe('source maps', () => {
  it('are never served, though the build keeps them', async () => {
    expect(fs.existsSync(built('assets/app-def456.js.map'))).toBe(true);
    for (const url of ['/assets/app-def456.js.map', '/assets/app-def456.js.MAP', '/assets/app-def456.js.m%61p', '/assets/gone.js.map']) {
      expectNotFoundFile(await get(url), url);
      expectNotFoundFile(await get(url, 'gzip, br'), url);
    }
  });

  it('are not compressed by the build', () => {
    expect(fs.readdirSync(built('assets')).filter((file) => file.includes('.map.'))).toEqual([]);
  });
});

describe('public files', () => {
  it('serves /robots.txt as text, keeping crawlers out of the API and private pages', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(/^User-agent: \*$/m);
    for (const page of ['/api/', '/setting', '/profile', '/notification', '/on-board-question', '/admin-dashboard', '/dashboard']) {
      expect(res.body).toMatch(new RegExp(`^Disallow: ${page}$`, 'm'));
    }
    expect(res.body).not.toMatch(/^Disallow: \/$/m);
  });

  it('serves /favicon.ico when the build has one, and 404 when it has not', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
    expect(res.rawPayload).toEqual(FAVICON);

    fs.rmSync(built('favicon.ico'));
    expectNotFoundFile(await get('/favicon.ico'), '/favicon.ico');
  });

  it('sends a file too small for a compressed copy as it is: the server never compresses built files itself', async () => {
    expect(fs.existsSync(built('assets/small-abc123.js.gz'))).toBe(false);
    const res = await get('/assets/small-abc123.js', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SMALL_SCRIPT);
  });
});
