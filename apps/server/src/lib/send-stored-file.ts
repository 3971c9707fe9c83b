import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../plugins/storage/storage.ts';

/**
 * Sends a stored file whose name is never reused (a new photo or poster gets a new key), so the
 * browser may cache it for good; nosniff keeps it the type we stored.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile) {
  return reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-length', String(file.size))
    .header('x-content-type-options', 'nosniff')
    .type(file.contentType)
    .send(file.body);
}
