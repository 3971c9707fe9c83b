import path from 'node:path';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

export class DatabaseUnavailableError extends Error {}

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR/db,
 * locked so a second process cannot open it too. `close()` releases the lock.
 */
export async function openConfiguredDatabase(config: Config, purpose: string): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const handle = await openPostgres(config.databaseUrl);
    try {
      await handle.ping();
    } catch (error) {
      await handle.close().catch(() => undefined);
      const target = describeUrl(config.databaseUrl);
      throw new DatabaseUnavailableError(`DATABASE_URL: cannot connect to ${target} (${reason(error)}).`);
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

function reason(error: unknown) {
  const e = error as { code?: string; message?: string };
  return e.code ?? e.message?.split('\n')[0] ?? 'unknown error';
}
