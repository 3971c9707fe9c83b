import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ConfigError, type Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's metrics: parts of the server add their own gauges here. */
    metrics: Metrics;
  }
}

export type Metrics = ReturnType<typeof createMetrics>;

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const rejections = new Counter({
    name: 'rate_limit_rejections_total',
    help: 'Requests refused with 429 by a rate limit, by the limit (the first part of its key)',
    labelNames: ['limit'] as const,
    registers: [registry],
  });
  return {
    registry,
    /** Adds a gauge read at each scrape, for a number another part of the server keeps (open streams, a queue's length). */
    gauge(name: string, help: string, read: () => number) {
      return new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    },
    rateLimitRejected: (limit: string) => rejections.inc({ limit }),
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus metrics: process defaults, request duration by route and status, the database pool,
 * rate-limit rejections, and the gauges other modules add through `app.metrics`. Not public: GET
 * /metrics answers on the app's port only to `Authorization: Bearer METRICS_TOKEN` (401 otherwise),
 * and on METRICS_PORT, a listener of its own for an internal network, to anyone; with neither set it is 404.
 */
export function registerMetrics(app: FastifyInstance, config: Config, database: DatabaseHandle) {
  const metrics = createMetrics();
  const { registry } = metrics;
  app.decorate('metrics', metrics);

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, not the raw URL, keeps label cardinality bounded.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  const pool = database.poolStats;
  if (pool) {
    metrics.gauge('db_pool_connections', 'Connections the database pool holds open', () => pool().total);
    metrics.gauge('db_pool_idle_connections', 'Connections of the database pool waiting for a query', () => pool().idle);
    metrics.gauge('db_pool_waiting_queries', 'Queries waiting for a connection of the database pool', () => pool().waiting);
  }

  const { token, port } = config.metrics;
  if (token) {
    const expected = digest(`Bearer ${token}`);
    app.get(
      '/metrics',
      {
        schema: { hide: true },
        onRequest: async (request) => {
          // Digests have one length, so the comparison takes the same time whatever was sent.
          if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
            throw new AppError(401, 'unauthenticated', 'Send METRICS_TOKEN as a bearer token.');
          }
        },
      },
      async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
    );
  }

  if (port !== undefined) {
    const listener = http.createServer((request, response) => {
      const path = request.url?.split('?')[0];
      if (request.method !== 'GET' || path !== '/metrics') {
        response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ error: { code: 'not_found', message: `Nothing is at ${request.method} ${path}.` } }));
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics: collecting failed');
          response.writeHead(500).end();
        },
      );
    });
    app.addHook('onReady', () => listen(listener, port, config.host));
    app.addHook('onClose', (_app, done) => {
      listener.close(() => done());
      // Prometheus keeps its connection alive between scrapes.
      listener.closeAllConnections();
    });
  }
}

function listen(listener: http.Server, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    listener.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new ConfigError(`METRICS_PORT ${port} is already in use by another program: choose another port.`) : error),
    );
    listener.listen(port, host, resolve);
  });
}
