type PgError = { code?: string; constraint?: string; message?: string; cause?: unknown };

/** The unique constraint a failed insert hit, if that is why it failed (Drizzle wraps the driver's error). */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e = error as PgError | undefined; e; e = e.cause as PgError | undefined) {
    if (e.code === '23505') return e.constraint ?? e.message ?? '';
  }
  return undefined;
}
