import { ZLatitude, ZLongitude } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language.ts';
import { perAddressLimit } from '../../plugins/rate-limiter.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createGeoService } from './geo.service.ts';
import { memoryPacer, redisPacer } from './geocoder.pacer.ts';
import { createNominatimClient } from './nominatim.client.ts';

const tags = ['geo'];
/** Generous for a rider moving a marker or typing an address (cached answers count too). */
export const GEO_REQUESTS_PER_MINUTE = 60;
const MINUTE = 60_000;

export const geoRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { config } = deps;
    const intervalMs = config.geocoderIntervalMs;
    const client = config.geocoderUrl
      ? createNominatimClient(config.geocoderUrl, `SuaraTransit/1.0 (+${config.publicUrl})`, {
          intervalMs,
          queueMax: config.geocoderQueueMax,
          pacer: deps.redis ? redisPacer(deps.redis, intervalMs) : memoryPacer(intervalMs),
        })
      : undefined;
    const geo = createGeoService({ db: deps.db, transit: deps.transit, client });
    if (client) app.metrics.gauge('geocoder_queue_length', 'Geocoder requests of this process waiting for their turn or running', client.queueLength);
    // Anonymous routes in front of a rate-limited provider: one address cannot keep the queue full.
    const perAddress = perAddressLimit(GEO_REQUESTS_PER_MINUTE, MINUTE, config.rateLimitMultiplier);
    app.addHook('onRequest', async (request) => deps.limiter.consume(`geo:ip:${request.ip}`, perAddress));

    app.get(
      '/api/geo/reverse',
      {
        schema: {
          tags,
          querystring: z.object({ lat: z.coerce.number().pipe(ZLatitude), lon: z.coerce.number().pipe(ZLongitude) }),
          response: { 200: z.object({ address: z.string(), source: z.enum(['geocoder', 'nearest-stop']) }) },
        },
      },
      async (request) => geo.reverse(request.query.lat, request.query.lon, requestLanguage(request)),
    );

    app.get(
      '/api/geo/search',
      {
        schema: {
          tags,
          querystring: z.object({ q: z.string().trim().min(2).max(200) }),
          response: { 200: z.object({ items: z.array(z.object({ label: z.string(), latitude: z.number(), longitude: z.number() })) }) },
        },
      },
      async (request) => ({ items: await geo.search(request.query.q, requestLanguage(request)) }),
    );
  };
