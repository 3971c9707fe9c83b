import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readInitialWeights, startTags } from './weights.ts';

const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;

describe('startTags', () => {
  it('reads quoted, unquoted and bare attributes, names lower-cased', () => {
    const html = `<LINK REL=modulepreload crossorigin href='/a.js'><link rel="stylesheet" href="/b.css" /><linked href="/no.css">`;
    expect(startTags(html, 'link').map((tag) => Object.fromEntries(tag))).toEqual([
      { rel: 'modulepreload', crossorigin: '', href: '/a.js' },
      { rel: 'stylesheet', href: '/b.css' },
    ]);
  });
});

describe('readInitialWeights', () => {
  let dist: string;
  const files: Record<string, string> = {
    'assets/index-1.js': 'import "./react-2.js";'.repeat(50),
    'assets/react-2.js': 'export const react = 1;'.repeat(200),
    'register-sw.js': 'navigator.serviceWorker.register("/sw.js");',
    'assets/lazy-3.js': 'export const lazy = 1;'.repeat(500),
    'assets/index-4.css': '.a{color:red}'.repeat(300),
    'assets/print-5.css': '.p{color:black}'.repeat(300),
  };

  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-dist-'));
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      fs.writeFileSync(path.join(dist, file), content);
    }
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head>
        <link rel="icon" href="/favicon.svg">
        <link rel="manifest" href="/manifest.webmanifest">
        <script type="module" crossorigin src="/assets/index-1.js"></script>
        <link rel="modulepreload" crossorigin href="/assets/react-2.js">
        <script id="register" src="/register-sw.js"></script>
        <link rel="stylesheet" crossorigin href="/assets/index-4.css">
        <link rel="stylesheet" media="print" onload="this.media='all'" href="/assets/print-5.css">
      </head><body><div id="root"></div></body></html>`,
    );
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('counts the scripts and modulepreloads of index.html, not the lazy chunks', () => {
    const { initialJs } = readInitialWeights(dist);
    const counted = ['/assets/index-1.js', '/register-sw.js', '/assets/react-2.js'];
    expect(initialJs.files.map((file) => file.file)).toEqual(counted);
    const contents = counted.map((url) => files[url.slice(1)]!);
    expect(initialJs.bytes).toBe(contents.reduce((sum, content) => sum + content.length, 0));
    expect(initialJs.gzipBytes).toBe(contents.reduce((sum, content) => sum + gzipped(content), 0));
  });

  it('counts the stylesheets that block rendering, not one loaded as print', () => {
    const { renderBlockingCss } = readInitialWeights(dist);
    expect(renderBlockingCss.files).toEqual([{ file: '/assets/index-4.css', bytes: files['assets/index-4.css']!.length, gzipBytes: gzipped(files['assets/index-4.css']!) }]);
  });

  it('fails when index.html names a file the build does not have', () => {
    fs.rmSync(path.join(dist, 'assets/react-2.js'));
    expect(() => readInitialWeights(dist)).toThrow(/ENOENT/);
  });
});
