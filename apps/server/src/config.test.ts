import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('runs with nothing set: embedded database under ./data of the directory npm was started in', () => {
    const config = parseConfig({ INIT_CWD: '/srv/suara' });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('/srv/suara/data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.google).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('turns on a social provider only when both its id and secret are set', () => {
    expect(parseConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeUndefined();
    expect(parseConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toMatchObject({ clientId: 'id' });
  });

  it.each([
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/suara'],
    ['REDIS_URL', 'localhost:6379'],
    ['PUBLIC_URL', 'not a url'],
    ['SESSION_TTL_DAYS', '0'],
  ])('names %s when its value %s is not valid', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`^${name} is not valid`));
  });
});

describe('parseConfig: S3 storage', () => {
  it('stores on local disk unless S3_BUCKET is set; path-style in us-east-1 by default', () => {
    expect(parseConfig({}).s3).toBeUndefined();
    expect(parseConfig({ S3_BUCKET: 'suara' }).s3).toEqual({ endpoint: undefined, bucket: 'suara', region: 'us-east-1', forcePathStyle: true, credentials: undefined });
    expect(
      parseConfig({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'suara', S3_REGION: 'ap-southeast-5', S3_FORCE_PATH_STYLE: 'false', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' }).s3,
    ).toEqual({ endpoint: 'http://minio:9000', bucket: 'suara', region: 'ap-southeast-5', forcePathStyle: false, credentials: { accessKeyId: 'k', secretAccessKey: 's' } });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET is not valid: required when S3_ENDPOINT is set'],
    [{ S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' }, 'S3_BUCKET is not valid: required when S3_ACCESS_KEY is set'],
    [{ S3_BUCKET: 'suara', S3_ACCESS_KEY: 'k' }, 'S3_SECRET_KEY is not valid: required when S3_ACCESS_KEY is set'],
    [{ S3_BUCKET: 'suara', S3_SECRET_KEY: 's' }, 'S3_ACCESS_KEY is not valid: required when S3_SECRET_KEY is set'],
    [{ S3_BUCKET: 'suara', S3_FORCE_PATH_STYLE: 'yes' }, /^S3_FORCE_PATH_STYLE is not valid/],
  ])('refuses %o with one line naming the setting', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });
});
