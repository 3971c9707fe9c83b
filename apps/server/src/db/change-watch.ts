import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

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
 * One connection of its own per channel (a pooled one would be handed to other queries), opened
 * again after any loss with a growing pause. Resolves after the first attempt, listening or not.
 */
export async function watchPostgresChannel(newClient: () => pg.Client, channel: string, onNotice?: NoticeListener): Promise<ChangeWatch> {
  let version: number | null = null;
  let moves = 0;
  let current: pg.Client | undefined;
  let retryMs = RETRY_MS.first;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  function lost(client: pg.Client) {
    if (current !== client) return;
    current = undefined;
    version = null;
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
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (current !== client) {
        await client.end(); // closed meanwhile
        return;
      }
      version = moves += 1;
      retryMs = RETRY_MS.first;
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
      const client = current;
      current = undefined;
      version = null;
      await client?.end().catch(() => undefined);
    },
  };
}
