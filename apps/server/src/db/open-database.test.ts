import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../test/test-database.ts';
import { parseConfig } from '../config.ts';
import { databaseErrorReason, isDatabaseUnavailable } from '../lib/db-errors.ts';
import { DatabaseUnavailableError, openConfiguredDatabase } from './open-database.ts';

// An operator who gets DATABASE_URL wrong reads the database's own reason, not Drizzle's 'Failed query: select 1'.
const open = (url: string, env: Record<string, string> = {}) => openConfiguredDatabase(parseConfig({ DATABASE_URL: url, ...env }), 'test');

async function failure(url: string, env?: Record<string, string>) {
  const error = await open(url, env).then(
    async (database) => {
      await database.close();
      throw new Error(`${url} opened`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DatabaseUnavailableError);
  return (error as Error).message;
}

describe('a database that cannot be opened at start-up', () => {
  it('says the connection was refused', async () => {
    expect(await failure('postgres://postgres@127.0.0.1:1/suara')).toBe('DATABASE_URL: cannot connect to 127.0.0.1:1/suara (connection refused).');
  });

  describe('a server that accepts connections and never answers', () => {
    // Reads and drops what it is sent, so it sees the client hang up.
    const silent = net.createServer((socket) => socket.resume());
    beforeAll(() => new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve)));
    afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));

    it('says it timed out, after DATABASE_CONNECT_TIMEOUT_MS', async () => {
      const port = (silent.address() as net.AddressInfo).port;
      const message = await failure(`postgres://postgres@127.0.0.1:${port}/suara`, { DATABASE_CONNECT_TIMEOUT_MS: '300' });
      expect(message).toBe(`DATABASE_URL: cannot connect to 127.0.0.1:${port}/suara (timed out).`);
    });
  });

  const postgres = inject('postgresTemplate');
  describe.runIf(postgres)('on a PostgreSQL server', () => {
    it('names a database that does not exist', async () => {
      const name = `suara_missing_${randomBytes(4).toString('hex')}`;
      expect(await failure(withDatabase(postgres!.url, name))).toContain(`(database "${name}" does not exist).`);
    });

    it('names a role that does not exist', async () => {
      const url = new URL(postgres!.url);
      url.username = `suara_nobody_${randomBytes(4).toString('hex')}`;
      expect(await failure(url.toString())).toContain(`(role "${url.username}" does not exist).`);
    });

    it('gives its sessions the configured timeouts', async () => {
      const database = await open(postgres!.url, { DATABASE_STATEMENT_TIMEOUT_MS: '300', DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '4000' });
      try {
        const setting = async (name: string) => ((await database.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: unknown[] }).rows[0];
        expect(await setting('statement_timeout')).toEqual({ statement_timeout: '300ms' });
        expect(await setting('idle_in_transaction_session_timeout')).toEqual({ idle_in_transaction_session_timeout: '4s' });
        const slow = await database.db.execute(sql`select pg_sleep(2)`).catch((error: unknown) => error);
        expect(isDatabaseUnavailable(slow)).toBe(true);
        expect(databaseErrorReason(slow)).toBe('canceling statement due to statement timeout');
      } finally {
        await database.close();
      }
    });
  });
});
