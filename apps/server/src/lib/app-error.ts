/**
 * The one error type services throw. The error handler turns it into
 * `{ error: { code, message, fields? } }` with `status`, so clients can rely on `code`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** For 429: seconds until the caller may try again, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Not found') => new AppError(404, 'not_found', what);
