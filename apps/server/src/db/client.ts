import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { withTimeout } from '../lib/with-timeout.ts';
import { serverDir } from '../server-dir.ts';
import { watchPgliteChannel, watchPostgresChannel, type ChangeWatch, type NoticeListener } from './change-watch.ts';
import { createStatementNames, namedStatementClient } from './named-statements.ts';
import { prepareRepeatedStatements } from './pglite-statements.ts';
import { yieldToEventLoop } from './pglite-turns.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One interface over PGlite and node-postgres: the rest of the server never knows which it has. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Resolves once the database answers `select 1`; rejects after `timeoutMs` (PING_TIMEOUT_MS) whatever the database does. */
  ping(timeoutMs?: number): Promise<void>;
  /** Follows a channel that triggers NOTIFY on (change-watch.ts); the caller closes it. */
  watch(channel: string, onNotice?: NoticeListener): Promise<ChangeWatch>;
  /** The pool's connections, for the metrics; PGlite has no pool. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
};

export type PoolStats = { total: number; idle: number; waiting: number };

/** How long PostgreSQL may take; `config.ts` holds the defaults (DATABASE_*_TIMEOUT_MS). */
export type DatabaseTimeouts = { connectMs: number; statementMs: number; idleInTransactionMs: number };

/** Readiness must answer within 2 s, so a ping gives up before that. */
export const PING_TIMEOUT_MS = 1500;

const ping = (db: Database, timeoutMs = PING_TIMEOUT_MS) =>
  withTimeout(
    db.execute(sql`select 1`).then(() => undefined),
    timeoutMs,
    'database ping',
  );

const migrationsFolder = path.join(serverDir, 'drizzle');
const MIGRATION_LOCK_KEY = 7_310_742; // arbitrary, fixed: identifies our migration lock

export type PgliteSource = { dataDir?: string; loadDataDir?: Blob | File };

export type PgliteHandle = DatabaseHandle & { dump(): Promise<Blob> };

export async function openPglite(source: PgliteSource = {}): Promise<PgliteHandle> {
  if (source.dataDir) fs.mkdirSync(source.dataDir, { recursive: true });
  const client = await PGlite.create({ ...source, extensions: { pg_trgm } });
  yieldToEventLoop(client);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  prepareRepeatedStatements(db, client);
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    },
    ping: (timeoutMs) => ping(db, timeoutMs),
    watch: (channel, onNotice) => watchPgliteChannel(client, channel, onNotice),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/** Connections each server process keeps to PostgreSQL: at most this many of its transactions run at once. */
export const POSTGRES_POOL_SIZE = 10;

export async function openPostgres(url: string, timeouts: DatabaseTimeouts): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_POOL_SIZE,
    Client: namedStatementClient(createStatementNames()),
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // An answer still missing this long after PostgreSQL would have cancelled the statement was lost
    // on the network: the query fails and its connection leaves the pool, instead of waiting forever.
    query_timeout: timeouts.statementMs + timeouts.connectMs,
    keepAlive: true,
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  /** A connection of its own, outside the pool and its statement timeouts (a migration, a LISTEN). */
  const ownConnection = () => new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs, keepAlive: true });
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Without the statement timeouts: a migration may rewrite a large table.
      const client = ownConnection();
      client.on('error', () => undefined); // a lost connection fails the migration's next query instead
      await client.connect();
      try {
        // App processes starting together must not migrate at once: an advisory lock queues them,
        // and ending the session releases it.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    ping: (timeoutMs) => ping(db, timeoutMs),
    watch: (channel, onNotice) => watchPostgresChannel(ownConnection, channel, onNotice),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
