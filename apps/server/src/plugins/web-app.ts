import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pageSender } from './prerendered-pages.ts';

/**
 * Serves the built SPA. Vite puts content-hashed files under /assets, so they can be cached for a
 * year; index.html must always be revalidated so a deploy reaches users at once.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  if (!fs.existsSync(webDistDir)) {
    app.log.warn({ webDistDir }, 'the web app is not built; only the API is served (run `npm run build`)');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    // Files are looked up per request, so a rebuild is served without a restart.
    wildcard: true,
    // The build writes brotli and gzip copies beside each text file: the smallest the browser
    // accepts is sent as it is, with `Vary: Accept-Encoding`.
    preCompressed: true,
    index: false,
    // Source maps stay on the server for debugging (the build writes them without a reference to
    // them): publishing them would hand out the app's original source.
    allowedPath: (pathName) => !pathName.toLowerCase().endsWith('.map'),
    setHeaders(reply, filePath) {
      const hashed = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', { schema: { hide: true } }, pageSender(webDistDir));
}
