import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-process: two servers on one data directory would corrupt it.
 * A lock file holding the owner's pid refuses the second one; a lock left by a dead process is taken over.
 */
export class DataDirLockedError extends Error {}

export function lockDataDir(dataDir: string, purpose: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, purpose }), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner && isAlive(owner.pid)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another process (pid ${owner.pid}, ${owner.purpose}). ` +
            'Stop it first, or set DATA_DIR to another folder.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

function readOwner(file: string): { pid: number; purpose: string } | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as { pid: number; purpose: string };
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
