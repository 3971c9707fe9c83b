import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
const INDEX_HTML = '<!doctype html><div id="root"></div>';
const page = (url: string) => `<!doctype html><div id="root" data-prerendered="${url}" inert><h1>${url}</h1></div>`;
let t: TestApp;
const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-web-prerendered-'));
const built = (file: string) => path.join(webDistDir, file);

function writeManifest(pages: Record<string, string>) {
  fs.writeFileSync(built('prerendered/pages.json'), JSON.stringify(pages));
}

beforeAll(async () => {
  fs.mkdirSync(built('prerendered'), { recursive: true });
  fs.writeFileSync(built('index.html'), INDEX_HTML);
  fs.writeFileSync(built('prerendered/index.html'), page('/'));
  fs.writeFileSync(built('prerendered/popular-view-card.html'), page('/popular?view=card'));
  fs.writeFileSync(built('prerendered/about-us.html'), page('/about-us'));
  writeManifest({ '/': 'index.html', '/popular?view=card': 'popular-view-card.html' });
  t = await buildTestApp({ webDistDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('pre-rendered pages', () => {
  it('answer the very address they were drawn for, revalidated and varying by cookie', async () => {
    for (const url of ['/', '/popular?view=card']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/cookie/i);
      expect(res.body, url).toBe(page(url));
    }
  });

  it('leave any other address to the plain app: another query, another case, a page not drawn', async () => {
    for (const url of ['/popular', '/popular?view=card&q=bus', '/popular?view=map', '/Popular?view=card', '/about-us', '/review']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });

  it("are not sent to a reader whose browser asked for the plain app (signed in, or in Bahasa Malaysia)", async () => {
    for (const cookie of ['suara-shell=plain', 'a=1; suara-shell=plain', 'suara-shell=plain; b=2']) {
      const res = await get('/', cookie);
      expect(res.body, cookie).toBe(INDEX_HTML);
      expect(res.headers.vary, cookie).toMatch(/cookie/i);
    }
    expect((await get('/', 'suara-shell=plainer')).body).toBe(page('/'));
    expect((await get('/', 'not-suara-shell=plain')).body).toBe(page('/'));
  });

  it('follow a rebuild that lists other pages, without a restart', async () => {
    writeManifest({ '/about-us': 'about-us.html' });
    // A new modification time even on a file system with coarse timestamps.
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(built('prerendered/pages.json'), later, later);
    expect((await get('/about-us')).body).toBe(page('/about-us'));
    expect((await get('/')).body).toBe(INDEX_HTML);
  });

  it('are left out entirely when the build has none', async () => {
    fs.rmSync(built('prerendered/pages.json'));
    expect((await get('/about-us')).body).toBe(INDEX_HTML);
  });
});
