import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { parseConfig } from '../src/config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a data-directory dump with migrations and reference data applied. */
    pgliteTemplate: string;
    /** PostgreSQL: the server URL and the name of the migrated, seeded template database. */
    postgresTemplate: { url: string; database: string } | null;
  }
}

/** The default DATABASE_*_TIMEOUT_MS settings, so the suite runs with the timeouts production has. */
export const defaultTimeouts = parseConfig({}).databaseTimeouts;

export const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/**
 * A fresh database for one test file, copied from the template global-setup made: on PostgreSQL
 * when TEST_DATABASE_URL is set (dropped on close), else an in-memory PGlite.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const postgres = inject('postgresTemplate');
  if (postgres) {
    const name = `suara_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(postgres.url, `create database ${name} template ${postgres.database}`);
    const handle = await openPostgres(withDatabase(postgres.url, name), defaultTimeouts);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await adminQuery(postgres.url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}

export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
