import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { isApiPath } from '../lib/api-path.ts';
import { sendError } from './error-envelope.ts';
import { pageSender } from './prerendered-pages.ts';

/** A last path segment with an extension (/robots.txt, /logo.png) names a file, never a page. */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]+$/;

/**
 * Whether index.html answers this path. A missing file (hashed asset, sitemap.xml, source map) is a
 * real 404: answering it with the app's HTML would hand a script tag HTML and tell crawlers it exists.
 */
const isPageRoute = (url: string) => !isApiPath(url) && !url.startsWith('/assets/') && !FILE_NAME.test(url);

/**
 * What answers when no route matched: the SPA's index.html for page navigations (history fallback,
 * sent like any built file: its brotli or gzip copy, `Vary: Accept-Encoding`, revalidated), 405 with
 * `Allow` for a known path called with the wrong method, else the 404 envelope.
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
  const sendPage = pageSender(webDistDir);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';

    // sendFile comes with the web app, which is served only when it was built before start-up.
    if (isRead && isPageRoute(url) && app.hasReplyDecorator('sendFile') && fs.existsSync(indexFile)) {
      return sendPage(request, reply);
    }

    const allowed = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter((m) => known.find(m, url));
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendError(reply, 405, 'method_not_allowed', `${request.method} is not allowed here; use ${allowed.join(' or ')}.`);
    }
    return sendError(reply, 404, 'not_found', `Nothing is at ${request.method} ${url}.`);
  });
}
