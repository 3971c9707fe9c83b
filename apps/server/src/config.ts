import path from 'node:path';
import { z } from 'zod';

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
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  SURVEY_URL: optionalUrl,
  // Keys the hash that stands for a visitor's address in the MaaS poll; several app processes must share it.
  POLL_VOTER_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  TRUST_PROXY: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  // Scales every per-address limit: a large office behind one address, or a test suite, raises it.
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(0.1).max(10_000).default(1),
  // How long the trending ranking is reused; scores change slowly and every home page asks for it.
  TRENDING_REFRESH_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // The built web app to serve; a deployment or a parallel test run may build it elsewhere.
  WEB_DIST_DIR: z.string().min(1).optional(),
});

export type Config = ReturnType<typeof parseConfig>;

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
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    dataDir,
    databaseUrl: e.DATABASE_URL,
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
    tileUrl: e.TILE_URL,
    surveyUrl: e.SURVEY_URL,
    pollVoterSecret: e.POLL_VOTER_SECRET,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET
        ? { endpoint: e.S3_ENDPOINT, bucket: e.S3_BUCKET, accessKey: e.S3_ACCESS_KEY, secretKey: e.S3_SECRET_KEY }
        : undefined,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT_BYTES,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    trendingRefreshSeconds: e.TRENDING_REFRESH_SECONDS,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), e.WEB_DIST_DIR) : path.resolve(import.meta.dirname, '../../web/dist'),
  };
}
