import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { sendError } from './error-envelope.ts';

const API_PREFIXES = ['/api/', '/metrics'];
const isApiPath = (url: string) => url === '/api' || API_PREFIXES.some((p) => url.startsWith(p));

/**
 * What answers when no route matched: the SPA's index.html for page navigations (history fallback),
 * 405 with `Allow` for a known path called with the wrong method, else the 404 envelope.
 */
export function registerNotFound(app: FastifyInstance, webDistDir: string) {
  // A shadow router of every registered route answers "which methods does this path accept?".
  const known = FindMyWay();
  app.addHook('onRoute', (route) => {
    // The web app's catch-all file route says nothing about which methods a path accepts.
    if (route.url === '/*') return;
    const methods = ([] as HTTPMethods[]).concat(route.method);
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      try {
        known.on(method as HTTPMethod, route.url, () => undefined);
      } catch {
        // Already known (routes registered once per prefix); nothing to add.
      }
    }
  });

  const indexFile = path.join(webDistDir, 'index.html');

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';

    // A missing hashed asset is a 404: answering it with index.html would hand a script tag HTML.
    if (isRead && !isApiPath(url) && !url.startsWith('/assets/') && fs.existsSync(indexFile)) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(fs.createReadStream(indexFile));
    }

    const allowed = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter((m) => known.find(m, url));
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendError(reply, 405, 'method_not_allowed', `${request.method} is not allowed here; use ${allowed.join(' or ')}.`);
    }
    return sendError(reply, 404, 'not_found', `Nothing is at ${request.method} ${url}.`);
  });
}
