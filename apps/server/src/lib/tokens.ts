import { createHash, randomBytes } from 'node:crypto';

/** An opaque, unguessable token for a link or a session (256 bits, URL-safe). */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only hashes are stored, so a database leak reveals no usable session or link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
