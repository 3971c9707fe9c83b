import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../module-deps.ts';
import { feedRoutes } from './feeds.routes.ts';
import { LICENCE } from './open-data.fields.ts';
import { ZOpenDataQuery } from './open-data.filters.ts';
import { createOpenDataService, downloadFilename, type DownloadFormat } from './open-data.service.ts';
import { open311Routes } from './open311.routes.ts';
import { publicRead } from './public-read.ts';

/** Each download can be a whole data set: a few an hour per address is plenty for people and scripts. */
export const DOWNLOADS_PER_HOUR = 30;

const FILES: Record<DownloadFormat, { summary: string; description: string; mediaType: string }> = {
  csv: {
    summary: 'Reviews as open data (CSV)',
    description:
      "Every published review's public fields (no names, no texts; hidden and deleted reviews never appear), oldest first, streamed. UTF-8 with a BOM; the first line is a '#' comment with the licence (CC BY 4.0), the second the field names. suara-transit-reviews-<yyyy-MM-dd>.csv.",
    mediaType: 'text/csv',
  },
  geojson: {
    summary: 'Reviews as open data (GeoJSON)',
    description:
      "The same reviews as the CSV as a GeoJSON FeatureCollection (RFC 7946) with top-level 'license', 'license_url' and 'attribution' members; a review without a point has a null geometry. suara-transit-reviews-<yyyy-MM-dd>.geojson.",
    mediaType: 'application/geo+json',
  },
};

/** GET /api/open-data/reviews.{csv,geojson}, the Open311 GeoReport v2 read API and the Atom feeds. */
export const openDataRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(downloadRoutes(deps));
    await app.register(open311Routes(deps));
    await app.register(feedRoutes(deps));
  };

const downloadRoutes =
  ({ db, config, limiter }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    publicRead(app, { limiter, name: 'open-data', perHour: DOWNLOADS_PER_HOUR, multiplier: config.rateLimitMultiplier });
    const openData = createOpenDataService({ db, publicUrl: config.publicUrl });

    for (const format of Object.keys(FILES) as DownloadFormat[]) {
      const file = FILES[format];
      app.get(
        `/api/open-data/reviews.${format}`,
        {
          schema: {
            tags: ['open-data'],
            summary: file.summary,
            description: file.description,
            querystring: ZOpenDataQuery,
            response: { 200: { description: `The file, as an attachment (${LICENCE.name}).`, content: { [file.mediaType]: { schema: z.string() } } } },
          },
        },
        async (request, reply) => {
          const chunks = await openData.download(format, request.query);
          reply.header('content-type', `${file.mediaType}; charset=utf-8`);
          reply.header('content-disposition', `attachment; filename="${downloadFilename(format, new Date())}"`);
          reply.header('link', `<${LICENCE.url}>; rel="license"`);
          // Reviews come in all the time; a few minutes' staleness spares the database repeated full reads.
          reply.header('cache-control', 'public, max-age=300');
          // The schema documents the text; it leaves as a stream of it (no serializer touches a stream).
          return (reply as FastifyReply).send(Readable.from(chunks, { objectMode: false }));
        },
      );
    }
  };
