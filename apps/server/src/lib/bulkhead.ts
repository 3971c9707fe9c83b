import { AppError } from './app-error.ts';

export type BulkheadOptions = {
  /** What the caller is told is busy: 'Search', 'The map'. */
  what: string;
  /** At most this many run at once: fewer than the pool's connections, so other reads always find one. */
  limit: number;
  /** At most this many wait for a turn; more are refused at once. */
  queue: number;
  /** How long one waits for a turn before it is refused. */
  waitMs: number;
};

const busy = (what: string, waitMs: number) =>
  new AppError(503, 'busy', `${what} is busy right now: try again in a moment.`, undefined, Math.max(1, Math.ceil(waitMs / 1000)));

/**
 * Keeps an expensive class of reads to its share of the database's connections (issue #19): a
 * burst of slow searches then waits here, and is refused with 503 and Retry-After once it has
 * waited `waitMs`, instead of holding every connection while a review's detail or the list waits.
 */
export function createBulkhead({ what, limit, queue, waitMs }: BulkheadOptions) {
  let running = 0;
  const waiting: Array<() => void> = [];

  /** Resolves once a turn is free (the turn is then the caller's); rejects with 503 past `waitMs`. */
  function turn(): Promise<void> {
    if (running < limit) {
      running += 1;
      return Promise.resolve();
    }
    if (waiting.length >= queue) return Promise.reject(busy(what, waitMs));
    return new Promise((resolve, reject) => {
      const take = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(take), 1);
        reject(busy(what, waitMs));
      }, waitMs);
      waiting.push(take);
    });
  }

  /** A finished turn goes straight to the next in line, if any. */
  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      await turn();
      try {
        return await work();
      } finally {
        release();
      }
    },
    /** How many run and wait now (the tests read it). */
    load: () => ({ running, waiting: waiting.length }),
  };
}

export type Bulkhead = ReturnType<typeof createBulkhead>;

/** Requests that wait beyond this many are refused at once: a queue that long would not clear in the wait anyway. */
const QUEUE_MAX = 200;

/** One expensive class of reads, with the configured share of the pool. */
export const expensiveReads = (what: string, { atOnce, waitMs }: { atOnce: number; waitMs: number }) =>
  createBulkhead({ what, limit: atOnce, queue: QUEUE_MAX, waitMs });
