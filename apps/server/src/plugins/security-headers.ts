import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { tileConnectSources } from './tile-source.ts';

/**
 * Browser features no page of ours uses are switched off, for our pages and anything they embed
 * (the survey frame), so injected script could not reach them. Geolocation stays for our own
 * pages: the review form and the map ask for the rider's position.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'ambient-light-sensor',
  'autoplay',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = [...DENIED_FEATURES.map((feature) => `${feature}=()`), 'geolocation=(self)'].join(', ');

/**
 * A strict Content-Security-Policy: scripts only from our origin. Styles allow 'unsafe-inline' because
 * Mantine sets CSS variables and style attributes at run time (see docs/decisions.md).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const frameSources = config.surveyUrl ? [new URL(config.surveyUrl).origin] : [];
  const tileSources = tileConnectSources(config.tileUrl);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Any https image (uploads on S3, avatars from a sign-in provider), and the tile server even
        // over plain http (a tile server on the operator's own network).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...tileSources],
        fontSrc: ["'self'", 'data:'],
        // The service worker fetches the map tiles it keeps (see tile-source.ts).
        connectSrc: ["'self'", ...tileSources],
        frameSrc: frameSources.length > 0 ? frameSources : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Map tiles and uploaded images may come from another origin (tile server, S3).
    crossOriginEmbedderPolicy: false,
    // Only over https: a browser ignores the header on plain http, and an http-only site must not promise https.
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
