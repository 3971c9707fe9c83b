import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './app-error.ts';
import { createBulkhead } from './bulkhead.ts';

/** A piece of work that runs until `finish` is called. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

afterEach(() => vi.useRealTimers());

describe('the bulkhead', () => {
  it('runs `limit` at once, queues the next in order, and hands each finished turn to the next', async () => {
    const bulkhead = createBulkhead({ what: 'Search', limit: 2, queue: 5, waitMs: 10_000 });
    const [a, b, c, d] = [held(), held(), held(), held()];
    const order: string[] = [];
    const runs = [a, b, c, d].map((job, i) => bulkhead.run(job.work).then(() => order.push(`${i}`)));
    await Promise.resolve();
    expect(bulkhead.load()).toEqual({ running: 2, waiting: 2 });
    a.finish();
    await runs[0];
    expect(bulkhead.load()).toEqual({ running: 2, waiting: 1 });
    c.finish();
    b.finish();
    d.finish();
    await Promise.all(runs);
    expect(order.sort()).toEqual(['0', '1', '2', '3']);
    expect(bulkhead.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the turn of work that fails', async () => {
    const bulkhead = createBulkhead({ what: 'Search', limit: 1, queue: 1, waitMs: 10_000 });
    await expect(bulkhead.run(() => Promise.reject(new Error('query failed')))).rejects.toThrow('query failed');
    await expect(bulkhead.run(async () => 'next')).resolves.toBe('next');
    expect(bulkhead.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses with 503 busy and Retry-After when the queue is full, or once the wait is over', async () => {
    vi.useFakeTimers();
    const bulkhead = createBulkhead({ what: 'Search', limit: 1, queue: 1, waitMs: 2_500 });
    const first = held();
    const running = bulkhead.run(first.work);
    const queued = bulkhead.run(async () => 'late');
    const refused = await bulkhead.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, code: 'busy', retryAfterSeconds: 3, message: 'Search is busy right now: try again in a moment.' });

    const timedOut = expect(queued).rejects.toMatchObject({ status: 503, code: 'busy' });
    await vi.advanceTimersByTimeAsync(2_500);
    await timedOut;
    expect(bulkhead.load()).toEqual({ running: 1, waiting: 0 });
    first.finish();
    await running;
    expect(bulkhead.load()).toEqual({ running: 0, waiting: 0 });
  });
});
