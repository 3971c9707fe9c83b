import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/*
 * Brotli and gzip copies of the built text files, written beside them (`index-abc.js.br`, `.gz`): the
 * server sends the smallest the browser accepts (@fastify/static's `preCompressed`), so a phone on a
 * weak connection downloads a quarter of the bytes and the server spends no CPU compressing per
 * request. Source maps are left alone: they are not sent to riders' browsers.
 */

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than a network packet. */
export const PRECOMPRESS_MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/** Writes `.br` and `.gz` beside each compressible file of `dir` that gets smaller; returns how many files got them. */
export function precompressDirectory(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = fs.readFileSync(file);
    if (content.length < PRECOMPRESS_MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gzip = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (gzip.length >= content.length) continue;
    fs.writeFileSync(`${file}.gz`, gzip);
    if (brotli.length < gzip.length) fs.writeFileSync(`${file}.br`, brotli);
    count += 1;
  }
  return count;
}

/** The Vite plugin: compresses the build's output once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'suara-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every other step that writes files (the pre-rendered pages).
    closeBundle: {
      sequential: true,
      handler() {
        precompressDirectory(outDir);
      },
    },
  };
}
