import { ZLatitude, ZLongitude } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createGeoService } from './geo.service.ts';
import { createNominatimClient } from './nominatim.client.ts';

const tags = ['geo'];

export const geoRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { config } = deps;
    const client = config.geocoderUrl ? createNominatimClient(config.geocoderUrl, `SuaraTransit/1.0 (+${config.publicUrl})`, config.geocoderIntervalMs) : undefined;
    const geo = createGeoService({ db: deps.db, transit: deps.transit, client });

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
