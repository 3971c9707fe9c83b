import { networkErrorReason } from './network-errors.ts';
import { TimeoutError } from './with-timeout.ts';

type PgError = { code?: string; constraint?: string; message?: string; cause?: unknown };

/** The error and each one it wraps: Drizzle wraps the driver's error, pg-pool wraps its own. */
function* causeChain(error: unknown): Generator<PgError> {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as PgError).cause) yield e as PgError;
}

/** The unique constraint a failed insert hit, if that is why it failed. */
export function uniqueViolation(error: unknown): string | undefined {
  for (const e of causeChain(error)) {
    if (e.code === '23505') return e.constraint ?? e.message ?? '';
  }
  return undefined;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
// pg reports a network that stopped answering with these messages and no code.
const PG_TIMEOUTS = new Set(['Query read timeout', 'Connection terminated due to connection timeout', 'timeout exceeded when trying to connect']);
const PG_CONNECTION_LOST = new Set(['Connection terminated unexpectedly', 'Connection terminated', 'Client has encountered a connection error and is not queryable']);
// SQLSTATE classes of a database that cannot serve now: 08 connection exception, 53 insufficient
// resources (too many connections), 57 operator intervention (57014 is a statement_timeout, 57P01 a
// shutdown); and 25P03, a session ended by idle_in_transaction_session_timeout.
const UNAVAILABLE_SQLSTATE = /^(08|53|57)|^25P03$/;

const timedOut = (e: PgError) => e instanceof TimeoutError || PG_TIMEOUTS.has(e.message ?? '');

/** Whether `error` says the database is unreachable, overloaded or too slow, rather than the query being wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causeChain(error)) {
    if (timedOut(e) || PG_CONNECTION_LOST.has(e.message ?? '') || networkErrorReason(e.code)) return true;
    if (e.code && SQLSTATE.test(e.code)) return UNAVAILABLE_SQLSTATE.test(e.code);
  }
  return false;
}

/**
 * Why the database failed, in an operator's words: 'connection refused', 'timed out', or
 * PostgreSQL's own message ('database "x" does not exist', 'role "y" does not exist'), never
 * Drizzle's 'Failed query: select 1' that wraps it.
 */
export function databaseErrorReason(error: unknown): string {
  let innermost: PgError | undefined;
  for (const e of causeChain(error)) {
    const network = networkErrorReason(e.code);
    if (network) return network;
    if (timedOut(e)) return 'timed out';
    if (e.code && SQLSTATE.test(e.code) && e.message) return e.message;
    innermost = e;
  }
  return innermost?.message?.split('\n')[0] || 'unknown error';
}
