import path from 'node:path';
import { z } from 'zod';
import { serverDir } from './server-dir.ts';

const optionalUrl = z.url().optional();
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, with its default. `.env.example` mirrors this list. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Opening a connection, or waiting for a free one in the pool.
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  // PostgreSQL cancels a longer statement; the client gives up on an answer the connect timeout after that.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  // PostgreSQL ends a session left in an open transaction this long, releasing its locks.
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  // Each expensive class of reads (search, the zoomed-out map) runs this many statements at once at
  // most, of the pool's 10 connections; one more waits this long for a turn, then gets 503.
  EXPENSIVE_READS_AT_ONCE: z.coerce.number().int().min(1).max(9).default(3),
  EXPENSIVE_READS_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().default('suara:'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Suara Transit <no-reply@suaratransit.my>'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_AUTH_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z.url().default('https://graph.facebook.com/me?fields=id,name,email'),
  GEOCODER_URL: optionalUrl,
  // Nominatim's public service allows one request a second; a self-hosted geocoder may allow more.
  GEOCODER_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // Geocoder requests one process lets wait for their turn; beyond it a request is answered at once.
  GEOCODER_QUEUE_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  SURVEY_URL: optionalUrl,
  // Keys the hash that stands for a visitor's address in the MaaS poll; several app processes must share it.
  POLL_VOTER_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // Files go to this bucket when S3_BUCKET is set; S3_ENDPOINT for an S3-compatible service (MinIO), unset for AWS.
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  // MinIO and s3rver want http://host/bucket/key; AWS takes both.
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  // Both or neither: unset, the AWS SDK finds credentials itself (AWS_* variables, an instance role).
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  TRUST_PROXY: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // /metrics is not public: served on the app's port only to this bearer token, and/or on METRICS_PORT.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  // Scales every per-address limit: a large office behind one address, or a test suite, raises it.
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(0.1).max(10_000).default(1),
  // How long the trending ranking is reused; scores change slowly and every home page asks for it.
  TRENDING_REFRESH_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // The built web app to serve; a deployment or a parallel test run may build it elsewhere.
  WEB_DIST_DIR: z.string().min(1).optional(),
  // After SIGTERM/SIGINT, how long readiness says 503 while requests are still served, so a load balancer
  // stops sending before the port closes.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  // Worker processes sharing the port (node:cluster); more than one needs DATABASE_URL.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
});

export type Config = ReturnType<typeof parseConfig>;

type Env = z.infer<typeof ZEnv>;

/** A setting that means nothing without `needed` fails the start, naming what is missing. */
function requireAlongside(e: Env, needed: keyof Env, settings: (keyof Env)[]) {
  const set = settings.find((name) => e[name] !== undefined);
  if (set && e[needed] === undefined) throw new ConfigError(`${needed} is not valid: required when ${set} is set`);
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value fails with one line naming the variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable means "unset", as it does in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = ZEnv.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`${name} is not valid: ${issue?.message ?? 'unknown problem'}`);
  }
  const e = result.data;
  // The embedded database is one process's: it cannot be shared by workers.
  if (e.WEB_CONCURRENCY > 1 && e.DATABASE_URL === undefined) throw new ConfigError('WEB_CONCURRENCY is not valid: above 1 it needs DATABASE_URL (PostgreSQL)');
  requireAlongside(e, 'S3_BUCKET', ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY']);
  requireAlongside(e, 'S3_SECRET_KEY', ['S3_ACCESS_KEY']);
  requireAlongside(e, 'S3_ACCESS_KEY', ['S3_SECRET_KEY']);
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    expensiveReads: { atOnce: e.EXPENSIVE_READS_AT_ONCE, waitMs: e.EXPENSIVE_READS_WAIT_MS },
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? {
            appId: e.FACEBOOK_APP_ID,
            appSecret: e.FACEBOOK_APP_SECRET,
            authUrl: e.FACEBOOK_AUTH_URL,
            tokenUrl: e.FACEBOOK_TOKEN_URL,
            userInfoUrl: e.FACEBOOK_USERINFO_URL,
          }
        : undefined,
    geocoderUrl: e.GEOCODER_URL,
    geocoderIntervalMs: e.GEOCODER_INTERVAL_MS,
    geocoderQueueMax: e.GEOCODER_QUEUE_MAX,
    tileUrl: e.TILE_URL,
    surveyUrl: e.SURVEY_URL,
    pollVoterSecret: e.POLL_VOTER_SECRET,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          credentials: e.S3_ACCESS_KEY && e.S3_SECRET_KEY ? { accessKeyId: e.S3_ACCESS_KEY, secretAccessKey: e.S3_SECRET_KEY } : undefined,
        }
      : undefined,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    bodyLimit: e.BODY_LIMIT_BYTES,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    trendingRefreshSeconds: e.TRENDING_REFRESH_SECONDS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    webConcurrency: e.WEB_CONCURRENCY,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), e.WEB_DIST_DIR) : path.resolve(serverDir, '../web/dist'),
  };
}
