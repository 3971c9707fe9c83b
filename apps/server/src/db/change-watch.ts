import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { withTimeout } from '../lib/with-timeout.ts';

/*
 * A channel that triggers NOTIFY on (migration 0013: 'insights_changed'), seen by this process as a
 * number that moves with every notice. Whatever a process keeps from the data behind the channel
 * is good while the number it was read under is still the current one. While notices could be
 * missed (the listening connection is down), there is no number and nothing may be kept; each
 * (re)connection moves it, since notices sent while it was down are lost.
 */
export type ChangeWatch = {
  /** The current version, or null while a change could go unnoticed. */
  version(): number | null;
  close(): Promise<void>;
};

/** Told of each notice with its payload, after the version moved (for tests and logs). */
export type NoticeListener = (payload: string) => void;

/** PGlite runs in this process: its notices cannot be missed. */
export async function watchPgliteChannel(client: PGlite, channel: string, onNotice?: NoticeListener): Promise<ChangeWatch> {
  let version: number | null = 0;
  const unlisten = await client.listen(channel, (payload) => {
    if (version === null) return;
    version += 1;
    onNotice?.(payload);
  });
  return {
    version: () => version,
    close: () => {
      version = null;
      return unlisten();
    },
  };
}

/** Waits between attempts to listen again, doubling from the first to the last. */
const RETRY_MS = { first: 250, last: 10_000 };

/**
 * How often the listening connection is asked a `select 1`, and how long its answer may take. A
 * network that drops packets closes nothing: without asking, a lost connection would look alive
 * (and its notices missed) until TCP gave up, minutes to hours later.
 */
export type Heartbeat = { everyMs: number; timeoutMs: number };
export const HEARTBEAT: Heartbeat = { everyMs: 15_000, timeoutMs: 5_000 };

/**
 * One connection of its own per channel (a pooled one would be handed to other queries), opened
 * again after any loss with a growing pause. Resolves after the first attempt, listening or not.
 */
export async function watchPostgresChannel(newClient: () => pg.Client, channel: string, onNotice?: NoticeListener, heartbeat = HEARTBEAT): Promise<ChangeWatch> {
  let version: number | null = null;
  let moves = 0;
  let current: pg.Client | undefined;
  let retryMs = RETRY_MS.first;
  let retry: NodeJS.Timeout | undefined;
  let beat: NodeJS.Timeout | undefined;
  let closed = false;

  function lost(client: pg.Client) {
    if (current !== client) return;
    current = undefined;
    version = null;
    clearInterval(beat);
    client.end().catch(() => undefined);
    if (closed) return;
    retry = setTimeout(() => void open(), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MS.last);
  }

  async function open() {
    const client = newClient();
    current = client;
    client.on('notification', (notice) => {
      if (version === null) return;
      version = moves += 1;
      onNotice?.(notice.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await withTimeout(client.query(`LISTEN ${pg.escapeIdentifier(channel)}`), heartbeat.timeoutMs, 'LISTEN');
      if (current !== client) {
        await client.end(); // closed meanwhile
        return;
      }
      version = moves += 1;
      retryMs = RETRY_MS.first;
      beat = setInterval(() => {
        withTimeout(client.query('select 1'), heartbeat.timeoutMs, 'the listening connection').catch(() => lost(client));
      }, heartbeat.everyMs);
      beat.unref();
    } catch {
      lost(client);
    }
  }

  await open();
  return {
    version: () => version,
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(beat);
      const client = current;
      current = undefined;
      version = null;
      // Bounded: on a network that drops packets the goodbye is never answered.
      await withTimeout(client?.end() ?? Promise.resolve(), heartbeat.timeoutMs, 'closing the listening connection').catch(() => undefined);
    },
  };
}
