import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../lib/api-path.ts';

/** Below this a compressed body saves less than a network packet and costs CPU on both ends. */
export const API_COMPRESSION_MIN_BYTES = 1024;

/**
 * Compresses API responses of 1 KB or more per request (brotli or gzip, whichever the client
 * accepts, with `Vary: Accept-Encoding`). Must be registered before the routes it covers.
 * The web app's files are left out: the build already wrote their brotli and gzip copies, and
 * a file too small for one is not worth compressing per request either. Server-Sent Events
 * (hijacked replies, and text/event-stream is never compressed) and images pass through as they are.
 */
export async function registerApiCompression(app: FastifyInstance) {
  // Runs before the plugin's own onRoute hook, which honours `compress: false`.
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: API_COMPRESSION_MIN_BYTES,
    encodings: ['br', 'gzip'],
    // Clients send plain bodies; leave request parsing (and upload limits) exactly as they were.
    globalDecompression: false,
  });
}
