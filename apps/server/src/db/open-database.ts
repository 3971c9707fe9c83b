import path from 'node:path';
import type { Config } from '../config.ts';
import { databaseErrorReason } from '../lib/db-errors.ts';
import { openPglite, openPostgres, PING_TIMEOUT_MS, type DatabaseHandle } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

export class DatabaseUnavailableError extends Error {}

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR/db,
 * locked so a second process cannot open it too. `close()` releases the lock.
 */
export async function openConfiguredDatabase(config: Config, purpose: string): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const handle = await openPostgres(config.databaseUrl, config.databaseTimeouts);
    try {
      // Time to connect, then to answer: a slow first connection is reported by the pool's own timeout.
      await handle.ping(config.databaseTimeouts.connectMs + PING_TIMEOUT_MS);
    } catch (error) {
      await handle.close().catch(() => undefined);
      const target = describeUrl(config.databaseUrl);
      throw new DatabaseUnavailableError(`DATABASE_URL: cannot connect to ${target} (${databaseErrorReason(error)}).`);
    }
    return handle;
  }
  const unlock = lockDataDir(config.dataDir, purpose);
  try {
    const handle = await openPglite({ dataDir: path.join(config.dataDir, 'db') });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

function describeUrl(url: string) {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'the database';
  }
}
