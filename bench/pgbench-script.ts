// pgbench scripts from the statements the app sent for a request: values written in, and for a write
// the rider and the new ids made per pgbench client, so 50 clients replay it without colliding.
import { createRequire } from 'node:module';

/**
 * A query as the driver got it; `named` when it went as a named prepared statement, whose plan
 * PostgreSQL may keep; `returned`, its rows, once they came.
 */
export type Captured = { text: string; values: unknown[]; named: boolean; returned?: { columns: string[]; rows: unknown[][] } };

/**
 * pgbench reads `:name` anywhere in a script as one of its variables, inside string literals too
 * ('HH24:MI' in a to_char format, a time of day): such a literal is written as an escape string with
 * its colons as `\x3A`, the same value. Escape strings the app wrote (E'…', its backslashes
 * escapes) are read whole, so that a cast after one (E'…'::text) is never taken for a literal's body.
 */
export const hideColons = (statement: string) =>
  statement.replace(/(?<!\w)[Ee]'((?:[^'\\]|''|\\[\s\S])*)'|(?<![\w'])'((?:[^']|'')*)'/g, (whole, escaped: string | undefined, plain: string | undefined) => {
    // A plain literal's body as an escape string's: its backslashes doubled.
    const body = escaped ?? plain!.replaceAll('\\', '\\\\');
    return /:[\w]/.test(body) ? `E'${body.replaceAll(':', '\\x3A')}'` : whole;
  });

// The driver's own text form of a value (arrays, dates, buffers), as it would send it.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as { prepareValue: (value: unknown) => string | null };

/** `value` as an SQL literal: the statement then runs as the app's did, without parameters to bind. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return String(value);
  const text = prepareValue(value);
  return text === null ? 'null' : `'${text.replaceAll("'", "''")}'`;
}

/** One statement with its $n parameters written in; a parameter whose value `replace` knows is written as it says. */
export const inlined = ({ text, values }: Captured, replace: (value: unknown) => string | undefined = () => undefined) =>
  hideColons(
    text.replace(/\$(\d+)\b/g, (_, n: string) => {
      const value = values[Number(n) - 1];
      return replace(value) ?? literal(value);
    }),
  );

/** A rider whose requests were captured: their id, session and its token's hash, found in the statements. */
export type Rider = { id: string; sessionId: string; tokenHash: string };

/** A bench writer with a session for each pgbench client (`:client_id` from 0), a different one each. */
export const RIDER_PER_CLIENT = String.raw`select s.user_id as rider, s.id as session_id, s.token_hash from sessions s join users u on u.id = s.user_id
  where u.username like 'bench.writer%' and s.expires_at > now() order by u.id offset :client_id limit 1 \gset`;

/** A new UUIDv7 made by PostgreSQL (the app's ids are v7: its time first, so new rows go to the end of the key's index). */
export const NEW_UUID_V7 = `(select (substr(t, 1, 8) || '-' || substr(t, 9, 4) || '-7' || substr(gen_random_uuid()::text, 16))::uuid
  from (select lpad(to_hex((extract(epoch from clock_timestamp()) * 1000)::bigint), 12, '0') as t) now_ms)`;

const UUID_V7 = /^([0-9a-f]{8})-([0-9a-f]{4})-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A UUIDv7 made at or after `since` (ms): an id the request itself made. */
export function isNewId(value: unknown, since: number): value is string {
  const match = typeof value === 'string' ? UUID_V7.exec(value) : null;
  return match !== null && Number.parseInt(match[1]! + match[2]!, 16) >= since;
}

/** A pgbench variable may have this name (a column kept with `\gset` becomes one). */
const VARIABLE_NAME = /^[a-z_][a-z0-9_]*$/i;

/**
 * One request's statements as pgbench runs them. The capturing riders' values become the client's
 * variables. An id the request made (a UUIDv7 from `since` on) is made afresh by PostgreSQL in the
 * insert that first writes it; where a later statement uses an id that an earlier one returned (a
 * comment's id for its notification, the notification an upsert kept), the earlier statement keeps
 * its row with `\gset` and the later reads the variable.
 */
function replayRequest(statements: readonly Captured[], ofRider: ReadonlyMap<string, string>, since: number): string[] {
  const returned = new Map<string, { statement: number; variable: string }>();
  const kept = new Set<number>();
  const texts = statements.map((statement, index) => {
    let makes = false;
    const text = inlined(statement, (value) => {
      if (typeof value === 'string' && ofRider.has(value)) return ofRider.get(value);
      if (!isNewId(value, since)) return undefined;
      const source = returned.get(value);
      if (source) {
        kept.add(source.statement);
        return source.variable;
      }
      if (makes || !/^\s*insert\b/i.test(statement.text)) throw new Error(`writeScript: a new id neither returned before nor inserted alone here: ${statement.text}`);
      makes = true;
      return NEW_UUID_V7;
    });
    const [row, ...more] = statement.returned?.rows ?? [];
    if (row && more.length === 0) {
      statement.returned!.columns.forEach((column, i) => {
        if (VARIABLE_NAME.test(column) && isNewId(row[i], since) && !returned.has(row[i])) returned.set(row[i], { statement: index, variable: `:s${index}_${column}` });
      });
    }
    return text;
  });
  return texts.map((text, index) => (kept.has(index) ? `${text} \\gset s${index}_` : `${text};`));
}

/**
 * The script of a write scenario for pgbench (`-D ready=0`): on its first transaction each client
 * takes a bench writer of its own and a starting point; then every transaction replays the next of
 * `requests` in turn (replayRequest). A like and its undo stay paired, so counters move as the app
 * moves them.
 */
export function writeScript(requests: readonly Captured[][], riders: readonly Rider[], since: number): string {
  if (requests.length % 2 !== 0) throw new Error('writeScript: requests come in pairs (a like and its undo), so a client starts on a pair');
  const ofRider = new Map(
    riders.flatMap((rider) => [
      [rider.id, ':rider'],
      [rider.sessionId, ':session_id'],
      [rider.tokenHash, ':token_hash'],
    ]),
  );
  const branches = requests.map((statements, step) => [`\\${step === 0 ? 'if' : 'elif'} :step = ${step}`, ...replayRequest(statements, ofRider, since)].join('\n'));
  return [
    '\\if :ready = 0',
    RIDER_PER_CLIENT,
    `\\set step (2 * :client_id) % ${requests.length}`,
    '\\set ready 1',
    '\\endif',
    ...branches,
    '\\endif',
    `\\set step (:step + 1) % ${requests.length}`,
    '',
  ].join('\n');
}

/**
 * Each transaction in a pgbench log (`-l`): when it started (ms since the epoch) and how long it
 * took (ms). A line per transaction, `client_id transaction_no time_us script_no time_epoch
 * time_us_part`, the last two saying when it completed.
 */
export const transactionsOf = (log: string): { startMs: number; latencyMs: number }[] =>
  log
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const fields = line.split(' ');
      const [latencyUs, epochS, partUs] = [2, 4, 5].map((field) => Number(fields[field]));
      if (![latencyUs, epochS, partUs].every(Number.isFinite)) throw new Error(`pgbench log: no transaction in '${line}'`);
      const latencyMs = latencyUs! / 1000;
      return { startMs: epochS! * 1000 + partUs! / 1000 - latencyMs, latencyMs };
    });
