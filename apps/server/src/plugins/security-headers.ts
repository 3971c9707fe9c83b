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

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * A strict Content-Security-Policy: scripts only from our origin. Styles allow 'unsafe-inline' because
 * Mantine sets CSS variables and style attributes at run time (see docs/decisions.md).
 */
function contentSecurityPolicy(config: Config): string {
  const frameSources = config.surveyUrl ? [new URL(config.surveyUrl).origin] : [];
  const tileSources = tileConnectSources(config.tileUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Any https image (uploads on S3, avatars from a sign-in provider), and the tile server even
    // over plain http (a tile server on the operator's own network).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...tileSources],
    'font-src': ["'self'", 'data:'],
    // The service worker fetches the map tiles it keeps (see tile-source.ts).
    'connect-src': ["'self'", ...tileSources],
    'frame-src': frameSources.length > 0 ? frameSources : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

/**
 * Every response's security headers, as helmet's defaults would send them with our policy. Built once
 * at start: helmet built them again for every response, 3 % of a cheap read's time in Node (issue #19).
 * No Cross-Origin-Embedder-Policy: map tiles and uploaded images may come from another origin (a tile
 * server, S3).
 */
export function securityHeaders(config: Config): [string, string][] {
  return [
    ['content-security-policy', contentSecurityPolicy(config)],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'no-referrer'],
    // Only over https: a browser ignores the header on plain http, and an http-only site must not promise https.
    ...(config.publicUrl.startsWith('https:') ? [['strict-transport-security', HSTS] as [string, string]] : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
}

/**
 * Sets them on the raw response first thing, so a reply that is hijacked (the notifications' event
 * stream) has them too; a route may still replace one (a download's own Content-Security-Policy).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
