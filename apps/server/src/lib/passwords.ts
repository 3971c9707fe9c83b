import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's defaults are argon2id, m=19456 KiB, t=2, p=1 (OWASP's recommendation).
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash is a failed check, not a server error
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, made once by hashPassword (so with the same parameters as every
 * stored hash): sign-in checks it when there is no hash to check, so an unknown identifier costs
 * the same time as a wrong password.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}
