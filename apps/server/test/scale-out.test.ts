import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { Queue } from 'bullmq';
import { accountLimits } from '../src/modules/accounts/accounts.limits.ts';
import { DIGEST_QUEUE, DIGEST_SCHEDULER, digestQueuePrefix } from '../src/modules/digest/digest-queue.ts';
import { openStream } from '../src/modules/notifications/notifications.test-support.ts';
import { validPayload, type OptionIds } from '../src/modules/reviews/reviews.test-support.ts';
import { smallPng } from '../src/modules/uploads/uploads.test-support.ts';
import { startS3Server, type S3Server } from './s3-server.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { adminQuery, withDatabase } from './test-database.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

// Small enough to reach in a few requests; the same for both processes.
const RATE_LIMIT_MULTIPLIER = 0.1;

type Person = { username: string; password: string; id: string; token: string };

/**
 * Production's shape, for real: two server processes (separate Node processes, as behind a load
 * balancer) on one PostgreSQL database, one Redis and one S3 bucket (s3rver).
 */
describe.runIf(databaseUrl && redisUrl)('two app processes on PostgreSQL, Redis and S3', () => {
  let s3: S3Server;
  let database: string;
  let databaseUrlForApps: string;
  const servers: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let author: Person;
  let rider: Person;
  let reviewId: string;
  const redisKeyPrefix = `suara-scale:${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    const template = inject('postgresTemplate')!;
    s3 = await startS3Server();
    database = `suara_scale_${randomBytes(6).toString('hex')}`;
    await adminQuery(template.url, `create database ${database} template ${template.database}`);
    databaseUrlForApps = withDatabase(template.url, database);
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrlForApps,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      RATE_LIMIT_MULTIPLIER: String(RATE_LIMIT_MULTIPLIER),
      POLL_VOTER_SECRET: randomBytes(24).toString('hex'),
      SHUTDOWN_DRAIN_MS: '0',
      ...s3.env,
    };
    const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    [a, b] = servers as [ServerProcess, ServerProcess];
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    if (database) await adminQuery(inject('postgresTemplate')!.url, `drop database if exists ${database} with (force)`);
    await s3?.close();
  });

  const call = async (server: ServerProcess, method: string, url: string, options: { token?: string; json?: unknown; form?: FormData } = {}) => {
    const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const body = options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
    return fetch(`${server.origin}${url}`, { method, headers, body });
  };

  async function optionIdsOf(server: ServerProcess): Promise<OptionIds> {
    const options = (await (await call(server, 'GET', '/api/review-options')).json()) as Record<'feelings' | 'services' | 'aspects', { id: string; key: string }[]>;
    const index = (list: { id: string; key: string }[]) => Object.fromEntries(list.map((o) => [o.key, o.id]));
    return { feeling: index(options.feelings), service: index(options.services), aspect: index(options.aspects) };
  }

  const signUp = (server: ServerProcess, tag: string) =>
    call(server, 'POST', '/api/auth/signup', { json: { name: 'Scale Rider', username: `scale_${tag}`, email: `scale.${tag}@example.my`, password: 'Bas123!' } });

  async function signIn(server: ServerProcess, username: string): Promise<Person> {
    const res = await call(server, 'POST', '/api/auth/signin', { json: { identifier: username, password: 'Bas123!' } });
    expect(res.status, await res.clone().text()).toBe(200);
    const { token, user } = (await res.json()) as { token: string; user: { id: string } };
    return { username, password: 'Bas123!', id: user.id, token };
  }

  it('counts a rate limit across both: sign-ups through A and B share one budget', async () => {
    const { max } = accountLimits(RATE_LIMIT_MULTIPLIER).signupPerAddress;
    const tags = Array.from({ length: max }, (_, i) => `${randomBytes(3).toString('hex')}_${i}`);
    for (const [i, tag] of tags.entries()) expect((await signUp(i % 2 === 0 ? a : b, tag)).status).toBe(201);
    for (const server of [a, b]) {
      const refused = await signUp(server, randomBytes(3).toString('hex'));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    }

    // The first two are the people of the next steps, with their addresses confirmed.
    const client = new pg.Client({ connectionString: databaseUrlForApps });
    await client.connect();
    try {
      await client.query(`update users set email_verified_at = now() where username = any($1)`, [tags.slice(0, 2).map((tag) => `scale_${tag}`)]);
    } finally {
      await client.end();
    }
    author = await signIn(a, `scale_${tags[0]}`);
    rider = await signIn(b, `scale_${tags[1]}`);
  });

  it('serves from B an upload stored through A, and B attaches it to a review', async () => {
    const photo = await smallPng();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
    const uploaded = await call(a, 'POST', '/api/uploads', { token: author.token, form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const [item] = ((await uploaded.json()) as { items: { id: string; url: string; thumbUrl: string }[] }).items;

    for (const url of [item!.url, item!.thumbUrl]) {
      const [fromA, fromB] = await Promise.all([fetch(`${a.origin}${url}`), fetch(`${b.origin}${url}`)]);
      expect(fromB.status, url).toBe(200);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    }

    const created = await call(b, 'POST', '/api/reviews', { token: author.token, json: validPayload(await optionIdsOf(b), { attachments: [item!.id] }) });
    expect(created.status, await created.clone().text()).toBe(201);
    reviewId = ((await created.json()) as { review: { id: string } }).review.id;
  });

  it("shows in the scorecards A keeps a review written through B, at once", async () => {
    type Scorecard = { summary: { reviews: number } };
    const rapidKlOn = async (server: ServerProcess) => ((await (await call(server, 'GET', '/api/insights/operators/rapid-kl')).json()) as Scorecard).summary.reviews;
    const before = await rapidKlOn(a);
    expect(await rapidKlOn(a)).toBe(before); // kept now
    const created = await call(b, 'POST', '/api/reviews', { token: author.token, json: validPayload(await optionIdsOf(b)) });
    expect(created.status, await created.clone().text()).toBe(201);
    // A hears of it from PostgreSQL (NOTIFY at B's commit), not from a timer.
    await vi.waitFor(async () => expect(await rapidKlOn(a)).toBe(before + 1), { timeout: 5000 });
  });

  it('delivers to a stream held on B a notification raised on A', async () => {
    const ticket = await call(a, 'POST', '/api/notifications/stream-ticket', { token: author.token });
    expect(ticket.status).toBe(200);
    const stream = await openStream(`${b.origin}/api/notifications/stream?ticket=${((await ticket.json()) as { ticket: string }).ticket}`);
    try {
      expect(stream.response.status).toBe(200);
      await stream.next('ready');
      const liked = await call(a, 'PUT', `/api/reviews/${reviewId}/reaction`, { token: rider.token, json: { value: 'like' } });
      expect(liked.status).toBe(200);
      const event = await stream.next('notification');
      expect(event.data).toMatchObject({ item: { kind: 'review.liked', reviewId, actor: { id: rider.id } }, unreadCount: 1 });
    } finally {
      stream.close();
    }
  });

  it("sends the week's digest once however both send it: one BullMQ scheduler, one mail per reader", async () => {
    const client = new pg.Client({ connectionString: databaseUrlForApps });
    await client.connect();
    try {
      await client.query('update users set is_admin = true where id = any($1)', [[author.id, rider.id]]);
      const runs = await Promise.all([a, b].map((server) => call(server, 'POST', '/api/admin/digests', { token: author.token, json: {} })));
      const sent = await Promise.all(runs.map(async (run) => ((await run.json()) as { sent: number }).sent));
      expect(runs.map((run) => run.status)).toEqual([200, 200]);
      expect(sent[0]! + sent[1]!).toBe(2);
      const { rows } = await client.query<{ user_id: string }>("select user_id from digest_sends where scope = 'platform' and sent_at is not null");
      expect(rows.map((row) => row.user_id).sort()).toEqual([author.id, rider.id].sort());
    } finally {
      await client.end();
    }
    const queue = new Queue(DIGEST_QUEUE, { connection: { url: redisUrl }, prefix: digestQueuePrefix(redisKeyPrefix) });
    try {
      expect((await queue.getJobSchedulers()).map((scheduler) => scheduler.key)).toEqual([DIGEST_SCHEDULER]);
    } finally {
      await queue.close();
    }
  });
});
