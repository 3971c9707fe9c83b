// What a first visit must download before the app can paint, read from the built index.html: its
// scripts (the entry module) with the modules it preloads, and its render-blocking stylesheets. Sizes are gzip
// (level 9, as the build's own compressed copies), computed from the files so they do not depend on
// which compressed copies the build wrote.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type FileWeight = { file: string; bytes: number; gzipBytes: number };
export type Weight = { files: FileWeight[]; bytes: number; gzipBytes: number };
export type InitialWeights = { initialJs: Weight; renderBlockingCss: Weight };

type Attributes = Map<string, string>;

/** The attributes of each `<name …>` start tag in `html` (names lower-cased; a bare attribute is ''). */
export function startTags(html: string, name: string): Attributes[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((tag) => {
    const attributes: Attributes = new Map();
    for (const attribute of tag[1]!.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attributes.set(attribute[1]!.toLowerCase(), attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
    }
    return attributes;
  });
}

function weigh(distDir: string, urls: readonly string[]): Weight {
  const files = urls.map((url) => {
    const content = fs.readFileSync(path.join(distDir, new URL(url, 'http://site/').pathname));
    return { file: url, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  const sum = (key: 'bytes' | 'gzipBytes') => files.reduce((total, file) => total + file[key], 0);
  return { files, bytes: sum('bytes'), gzipBytes: sum('gzipBytes') };
}

export function readInitialWeights(distDir: string): InitialWeights {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const links = startTags(html, 'link');
  const linked = (rel: string) => links.filter((tag) => tag.get('rel')?.toLowerCase().split(/\s+/).includes(rel) && tag.get('href'));
  const scripts = startTags(html, 'script').flatMap((tag) => tag.get('src') || []);
  // media="print" is the usual way to load a stylesheet without blocking (switched to 'all' on load).
  const stylesheets = linked('stylesheet').filter((tag) => tag.get('media')?.trim().toLowerCase() !== 'print');
  return {
    initialJs: weigh(distDir, [...scripts, ...linked('modulepreload').map((tag) => tag.get('href')!)]),
    renderBlockingCss: weigh(distDir, stylesheets.map((tag) => tag.get('href')!)),
  };
}
