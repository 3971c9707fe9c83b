// `npx tsx bench/export-memory.ts [--db postgres|pglite] [--users N] [--reviews N] [--port P]`:
// the admin downloads (users.csv, overview.csv, full-report.xlsx) on a database of N users and N
// reviews, each streamed to a client that discards the bytes while the process's RSS is sampled.
// The point: the peak stays about the same whatever the row count (the exports read 1,000 rows at
// a time and write as the reader takes them). Not a test: it asserts nothing.
//
// The app runs in this process (buildApp, as main.ts does), so the RSS sampled is the server's
// plus a client that keeps nothing. V8 lets its heap grow lazily while garbage is cheap to keep, so
// the RSS of a long export rises with the default heap limit even when nothing is retained; run it
// as `node --max-old-space-size=96 --import tsx bench/export-memory.ts …` to see the bound. Its own database (PostgreSQL `suara_export_bench`, or PGlite
// under bench/.data/export-pglite), seeded once with generated rows and reused by later runs.
import path from 'node:path';
import v8 from 'node:v8';
import { parseArgs } from 'node:util';
import { FEELINGS } from '@suara/domain';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { openConfiguredDatabase } from '../apps/server/src/db/open-database.ts';
import { seedReferenceData } from '../apps/server/src/db/seed/reference.ts';
import { reviewOptions, users } from '../apps/server/src/db/schema/index.ts';
import { hashToken, newToken } from '../apps/server/src/lib/tokens.ts';
import { insertSession } from '../apps/server/src/modules/accounts/accounts.repository.ts';
import { ensurePostgresDatabase, postgresUrlOf } from './prepare.ts';

const USAGE = 'usage: npx tsx bench/export-memory.ts [--db postgres|pglite] [--users N] [--reviews N] [--port P]';
const DATABASE = 'suara_export_bench';
const PREFIX = 'xbench_';
const INSERT_CHUNK = 50_000;
const SAMPLE_MS = 50;
const MB = 1024 * 1024;

function options() {
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2).filter((arg) => arg !== '--'),
      options: {
        db: { type: 'string', default: 'postgres' },
        users: { type: 'string', default: '200000' },
        reviews: { type: 'string', default: '200000' },
        port: { type: 'string', default: '3998' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    const number = (name: 'users' | 'reviews' | 'port', min: number) => {
      const n = Number(values[name]);
      if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number of at least ${min}`);
      return n;
    };
    if (values.db !== 'pglite' && values.db !== 'postgres') throw new Error("--db must be 'pglite' or 'postgres'");
    return { db: values.db, users: number('users', 1), reviews: number('reviews', 0), port: number('port', 1) };
  } catch (error) {
    console.error(`export-memory: ${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

// A UUIDv7-shaped id for generated row number g at time ts (as the app's ids: time first), in SQL.
const uuidAt = (ts: string, g: string, salt: string) =>
  `(lpad(to_hex((extract(epoch from ${ts}) * 1000)::bigint), 12, '0') || '7' || substr(md5('${salt}' || ${g}), 1, 3) || '8' || substr(md5('${salt}' || ${g}), 4, 15))::uuid`;
// Generated user g joined g minutes before 2026-11-01, so the newest is user 1.
const userJoined = (g: string) => `(timestamptz '2026-11-01 00:00:00+08' - make_interval(mins => (${g})::int))`;
const userId = (g: string) => uuidAt(userJoined(g), g, 'u');

/** Adds generated users and reviews up to the asked numbers (earlier runs' rows are kept). */
async function seed(db: Database, wantUsers: number, wantReviews: number) {
  const count = async (query: string) => Number(((await db.execute(sql.raw(query))) as unknown as { rows: { n: string }[] }).rows[0]!.n);
  const haveUsers = await count(`select count(*) as n from users where username ~ '^${PREFIX}[0-9]+$'`);
  for (let from = haveUsers + 1; from <= wantUsers; from += INSERT_CHUNK) {
    const to = Math.min(wantUsers, from + INSERT_CHUNK - 1);
    // Text with commas, quotes, Malay and a formula trigger: the exports' quoting and neutralising are part of the cost.
    await db.execute(
      sql.raw(`insert into users (id, name, username, email, phone, email_verified_at, language, about, location, gender, age_band,
        national_status, home_location, disability, transport_usage, onboarded_at, created_at)
      select ${userId('g')}, 'Penumpang ' || g, '${PREFIX}' || g, '${PREFIX}' || g || '@example.my', '+6012' || lpad(g::text, 7, '0'),
        case when g % 4 = 0 then null else ${userJoined('g')} end, case when g % 3 = 0 then 'ms' else 'en' end,
        'Naik bas ke tempat kerja, "setiap hari", kadang-kadang lambat', case when g % 50 = 0 then '=HYPERLINK("x")' else 'Petaling Jaya' end,
        (array['male','female','other'])[1 + g % 3], (array['20-24','25-29','30-34','35-39'])[1 + g % 4], 'local',
        'Cheras, Kuala Lumpur, MALAYSIA', case when g % 10 = 0 then true when g % 10 = 1 then null else false end, 'everyday',
        ${userJoined('g')}, ${userJoined('g')}
      from generate_series(${from}, ${to}) as g`),
    );
    console.error(`users: ${to.toLocaleString('en')} of ${wantUsers.toLocaleString('en')}`);
  }

  const options = await db.select({ id: reviewOptions.id, category: reviewOptions.category, score: reviewOptions.score }).from(reviewOptions).where(eq(reviewOptions.enabled, true));
  const ids = (category: string) => options.filter((o) => o.category === category).map((o) => `'${o.id}'::uuid`);
  const feelingIds = FEELINGS.map((f) => `'${options.find((o) => o.category === 'feeling' && o.score === f.score)!.id}'::uuid`);
  const [services, aspects] = [ids('service'), ids('aspect')];
  const haveReviews = await count(`select count(*) as n from reviews where operator_name = 'Xbench Rapid'`);
  for (let from = haveReviews + 1; from <= wantReviews; from += INSERT_CHUNK) {
    const to = Math.min(wantReviews, from + INSERT_CHUNK - 1);
    const created = `(timestamptz '2026-11-01 00:00:00+08' - make_interval(secs => g * 30))`;
    await db.execute(
      sql.raw(`insert into reviews (id, user_id, feeling_id, score, service_id, aspect_id, operator_name, route_name, stop_name, vehicle_plate,
        experience, latitude, longitude, address, incident_at, status, like_count, unlike_count, comment_count, created_at, updated_at)
      select ${uuidAt(created, 'g', 'r')}, ${userId(`(1 + (g::bigint * 7919) % ${wantUsers})`)}, (array[${feelingIds.join(',')}])[1 + g % 7], (g % 7) - 3,
        (array[${services.join(',')}])[1 + g % ${services.length}], (array[${aspects.join(',')}])[1 + g % ${aspects.length}],
        'Xbench Rapid', 'T' || (100 + g % 700), 'Jalan Gasing, PJ', 'WXY ' || (g % 9999),
        'Bas lambat 20 minit pagi tadi; pemandu tidak berhenti di hentian walaupun saya melambai. "Tolong ambil tindakan."',
        3.0 + (g % 1000) / 5000.0, 101.5 + (g % 1000) / 5000.0, 'Jalan Gasing, Petaling Jaya, Selangor', ${created} - interval '1 hour',
        (array['submitted','verified','forwarded','resolved','hidden'])[1 + g % 5], g % 13, g % 5, g % 7, ${created}, ${created}
      from generate_series(${from}, ${to}) as g`),
    );
    console.error(`reviews: ${to.toLocaleString('en')} of ${wantReviews.toLocaleString('en')}`);
  }
  if (haveUsers < wantUsers || haveReviews < wantReviews) await db.execute(sql`analyze`);
}

/** An administrator with a fresh session, as the admin command and sign-in would make them. */
async function adminToken(db: Database) {
  const username = 'export_bench_admin';
  await db
    .insert(users)
    .values({ name: 'Bench Admin', username, email: `${username}@example.my`, isAdmin: true, emailVerifiedAt: new Date() })
    .onConflictDoNothing();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const token = newToken();
  await insertSession(db, { userId: admin!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000), ip: '127.0.0.1', userAgent: 'suara-export-bench' });
  return token;
}

/** Downloads one file, reading and dropping each chunk, while sampling RSS. */
async function measure(url: string, token: string) {
  const rss = () => process.memoryUsage.rss();
  const heap = () => process.memoryUsage().heapUsed;
  const before = rss();
  let peak = before;
  let peakHeap = heap();
  const sample = () => {
    peak = Math.max(peak, rss());
    peakHeap = Math.max(peakHeap, heap());
  };
  const timer = setInterval(sample, SAMPLE_MS);
  const started = performance.now();
  let bytes = 0;
  try {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok || !res.body) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  } finally {
    clearInterval(timer);
  }
  sample();
  return { before, peak, peakHeap, bytes, seconds: (performance.now() - started) / 1000 };
}

async function main() {
  const opts = options();
  if (opts.db === 'postgres') await ensurePostgresDatabase(DATABASE);
  const dataDir = path.join(import.meta.dirname, '.data', 'export-pglite');
  const config = parseConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: opts.db === 'postgres' ? postgresUrlOf(DATABASE) : '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    RATE_LIMIT_MULTIPLIER: '10000',
  });
  const database = await openConfiguredDatabase(config, 'export benchmark');
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    await seed(database.db, opts.users, opts.reviews);
    const token = await adminToken(database.db);
    const app = await buildApp({ config, database });
    await app.listen({ port: opts.port, host: '127.0.0.1' });
    try {
      const live = async (query: string) => Number(((await database.db.execute(sql.raw(query))) as unknown as { rows: { n: string }[] }).rows[0]!.n);
      const userRows = await live('select count(*) as n from users where deleted_at is null');
      const reviewRows = await live('select count(*) as n from reviews where deleted_at is null');
      console.log(`\n${opts.db}: ${userRows.toLocaleString('en')} users, ${reviewRows.toLocaleString('en')} reviews; Node ${process.version}, heap limit ${(v8.getHeapStatistics().heap_size_limit / MB).toFixed(0)} MB\n`);
      console.log('| file | rows | size MB | seconds | RSS before MB | peak RSS MB | peak − before MB | peak heap used MB |');
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
      for (const [file, rows] of [
        ['overview.csv', 0],
        ['users.csv', userRows],
        ['full-report.xlsx', userRows + reviewRows],
      ] as const) {
        const m = await measure(`http://127.0.0.1:${opts.port}/api/admin/exports/${file}`, token);
        console.log(
          `| ${file} | ${rows.toLocaleString('en')} | ${(m.bytes / MB).toFixed(1)} | ${m.seconds.toFixed(1)} | ${(m.before / MB).toFixed(0)} | ${(m.peak / MB).toFixed(0)} | ${((m.peak - m.before) / MB).toFixed(0)} | ${(m.peakHeap / MB).toFixed(0)} |`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

await main();
