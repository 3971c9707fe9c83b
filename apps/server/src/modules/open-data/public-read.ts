import type { FastifyInstance } from 'fastify';
import { perAddressLimit, type RateLimiter } from '../../plugins/rate-limiter.ts';

/**
 * Makes the routes of a plugin a public read API: any site's script may read them (open data
 * tools and Open311 clients run in browsers too; nothing here depends on who asks), and each
 * address gets `perHour` requests an hour. The CORS header is set first, so a browser can read
 * a 429 as well.
 */
export function publicRead(app: FastifyInstance, { limiter, name, perHour, multiplier }: { limiter: RateLimiter; name: string; perHour: number; multiplier: number }) {
  const limit = perAddressLimit(perHour, 3_600_000, multiplier);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', 'content-disposition, link, retry-after');
    // Helmet's same-origin default would stop another site's page from loading the files.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    await limiter.consume(`${name}:ip:${request.ip}`, limit);
  });
}
