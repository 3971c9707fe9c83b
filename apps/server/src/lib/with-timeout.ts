/** A wait that outlived its bound; the error handler answers it with 503 service_unavailable. */
export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what}: no answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * Settles as `promise` does, or rejects with a TimeoutError after `ms`. The work itself goes on
 * (a promise cannot be cancelled): callers that share a promise must drop it when this rejects.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
    timer.unref();
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
