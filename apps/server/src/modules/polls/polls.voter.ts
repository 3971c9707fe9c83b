import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the per-installation key lives when POLL_VOTER_SECRET is unset. */
export const VOTER_SECRET_FILE = 'poll-voter-secret';

/**
 * The key of the visitor hash: POLL_VOTER_SECRET, else a random key made once and kept in
 * DATA_DIR, so votes are recognised across restarts. The file is written aside and linked into
 * place, which fails if another process got there first: then its key is read and used.
 */
export function resolveVoterSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, VOTER_SECRET_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** Who a vote belongs to: the user's id, or for a visitor a keyed hash of the address (never the address). */
export function voterKey(secret: string, caller: { userId: string | null; ip: string }): string {
  return caller.userId ?? createHmac('sha256', secret).update(caller.ip).digest('hex');
}
