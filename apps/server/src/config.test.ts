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
