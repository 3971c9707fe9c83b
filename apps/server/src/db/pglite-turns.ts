import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/** How long PGlite's statements may keep Node's event loop from polling its sockets. */
const TURN_EVERY_MS = 10;

/**
 * PGlite runs each statement synchronously on Node's event loop, and its promises settle as
 * microtasks, so a request's statements ran one after another without the loop ever polling its
 * sockets. Under load, the requests that arrived meanwhile stayed unread in the kernel, unseen by
 * Fastify, its timeouts and the bulkheads, and the connections polled last waited past a client's
 * 10 s while the server logged each request as answered in 125 ms. So once statements have run for
 * `everyMs` since the loop's last turn here, the next one first gives the loop a turn, before it
 * queues for the instance: requests that arrived meanwhile are read and queue behind it, where their
 * wait is seen and bounded. Not before every statement: a turn each costs the cheap reads' rate.
 */
export function yieldToEventLoop(client: PGlite, everyMs = TURN_EVERY_MS): void {
  const runExclusive = client._runExclusiveQuery.bind(client);
  let lastTurn = performance.now();
  client._runExclusiveQuery = async <T>(statement: () => Promise<T>): Promise<T> => {
    if (performance.now() - lastTurn >= everyMs) {
      await nextTurn();
      lastTurn = performance.now();
    }
    return runExclusive(statement);
  };
}
