import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * The web build draws the pages a visitor lands on ahead of time (apps/web/build/prerender.ts), in
 * English and signed out, listed in prerendered/pages.json by address, query string included. A
 * browser that would draw something else sets the cookie `suara-shell=plain` (apps/web
 * src/prerender/take-over.ts) and gets the plain app instead.
 */
const MANIFEST = path.join('prerendered', 'pages.json');
const PLAIN_SHELL = /(?:^|;)\s*suara-shell=plain\s*(?:;|$)/;

type Manifest = { mtimeMs: number; files: Map<string, string> };

/** Reads the manifest again when a rebuild replaces it, as the files themselves are read per request. */
function manifestReader(webDistDir: string): () => Map<string, string> {
  const file = path.join(webDistDir, MANIFEST);
  let cached: Manifest | undefined;
  return () => {
    const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return new Map();
    if (cached?.mtimeMs !== mtimeMs) {
      const listed = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      cached = { mtimeMs, files: new Map(Object.entries(listed).map(([url, name]) => [url, path.join('prerendered', name)])) };
    }
    return cached.files;
  };
}

/** Sends the page for a navigation: its pre-rendered file when there is one for this reader, else index.html. */
export function pageSender(webDistDir: string): (request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  const readManifest = manifestReader(webDistDir);
  return (request, reply) => {
    reply.header('vary', 'cookie');
    const plain = PLAIN_SHELL.test(request.headers.cookie ?? '');
    const file = plain ? undefined : readManifest().get(request.url);
    return reply.sendFile(file ?? 'index.html');
  };
}
