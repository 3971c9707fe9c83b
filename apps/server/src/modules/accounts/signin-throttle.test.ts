import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startMailbox, type Mailbox } from '../../../test/mailbox.ts';
import { accountLimits } from './accounts.limits.ts';

/*
 * Failed sign-ins are throttled per address, per identifier and address, and per identifier; nobody
 * can lock an owner out. Addresses come from X-Forwarded-For behind TRUST_PROXY, as in production
 * behind a proxy. The limits are the production ones (no RATE_LIMIT_MULTIPLIER).
 */

const redisUrl = process.env.TEST_REDIS_URL;
const limits = accountLimits(1);
const PAIR_MAX = limits.signinFailuresPerAccountAddress.max;
const ADDRESS_MAX = limits.signinFailuresPerAddress.max;
const ACCOUNT_MAX = limits.signinFailuresPerAccount.max;

let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());

let addressCounter = 0;
/** A fresh client address (TEST-NET-3 and 198.18.0.0/15, never routed). */
const newAddress = () => {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};
let personCounter = 0;
const newPerson = () => {
  personCounter += 1;
  const tag = `${personCounter}_${Date.now() % 100000}`;
  return { name: 'Lim Mei Ling', username: `mei_${tag}`, email: `mei${tag}@example.my`, password: 'Bas123!' };
};

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

const stores: { name: string; env: Record<string, string> }[] = [
  { name: 'in memory', env: {} },
  ...(redisUrl ? [{ name: 'in Redis', env: { REDIS_URL: redisUrl } }] : []),
];

describe.each(stores)('sign-in throttling, counters $name', ({ env }) => {
  let t: TestApp;
  // Each app (or pair of apps) counts under its own Redis prefix.
  const redisEnv = () => (env.REDIS_URL ? { ...env, REDIS_KEY_PREFIX: `suara-test:${randomUUID()}:` } : env);
  const appEnv = { TRUST_PROXY: 'true', PUBLIC_URL: 'http://suara.test' };

  beforeAll(async () => {
    t = await buildTestApp({ env: { ...appEnv, SMTP_URL: mailbox.url, ...redisEnv() } });
  });
  afterAll(() => t.close());

  const signIn = (app: TestApp['app'], address: string, identifier: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/signin', payload: { identifier, password }, headers: { 'x-forwarded-for': address } });
  const attempt = (address: string, identifier: string, password: string) => signIn(t.app, address, identifier, password);
  async function signUp() {
    const person = newPerson();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: person, headers: { 'x-forwarded-for': newAddress() } });
    expect(res.statusCode, res.body).toBe(201);
    return person;
  }
  const expectThrottled = (res: Awaited<ReturnType<typeof attempt>>) => {
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject({ code: 'signin_throttled', message: expect.stringContaining('reset your password') });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  };

  it('20 wrong passwords from one address do not lock the owner out: another address signs in, that one waits', async () => {
    const person = await signUp();
    const [stranger, owner] = [newAddress(), newAddress()];
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await attempt(stranger, person.username, `Wrong${i}!a`)).statusCode);
    expect(statuses).toEqual([...Array(PAIR_MAX).fill(401), ...Array(20 - PAIR_MAX).fill(429)]);

    expectThrottled(await attempt(stranger, person.username, person.password));
    expect((await attempt(owner, person.username, person.password)).statusCode).toBe(200);
    expect((await attempt(owner, person.email, person.password)).statusCode).toBe(200);
  });

  it('an address that fails on many identifiers waits for all of them', async () => {
    const person = await signUp();
    const sprayer = newAddress();
    for (let i = 0; i < ADDRESS_MAX; i++) expect((await attempt(sprayer, `nobody_${i}_${person.username}`, 'Guess123!')).statusCode).toBe(401);
    expectThrottled(await attempt(sprayer, person.username, person.password));
    expect((await attempt(newAddress(), person.username, person.password)).statusCode).toBe(200);
  });

  it('an identifier failed from many addresses: those addresses wait, one with no failures on it still signs in', async () => {
    const person = await signUp();
    const attackers = Array.from({ length: ACCOUNT_MAX }, newAddress);
    for (const address of attackers) expect((await attempt(address, person.email, 'Guess123!')).statusCode).toBe(401);

    expectThrottled(await attempt(attackers[0]!, person.email, person.password));
    expect((await attempt(newAddress(), person.email, person.password)).statusCode).toBe(200);
  });

  it('throttles an unknown identifier exactly like an account, answer for answer', async () => {
    const person = await signUp();
    const answers = async (identifier: string) => {
      const seen = [];
      const attackers = Array.from({ length: ACCOUNT_MAX }, newAddress);
      for (const address of attackers) seen.push(await attempt(address, identifier, 'Guess123!'));
      seen.push(await attempt(attackers[0]!, identifier, 'Guess123!'));
      // Under attack, a new address gets one try.
      const late = newAddress();
      seen.push(await attempt(late, identifier, 'Guess123!'), await attempt(late, identifier, 'Guess123!'));
      return seen.map((res) => ({ status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] !== undefined }));
    };
    const known = await answers(person.username);
    expect(known.map((a) => a.status)).toEqual([...Array(ACCOUNT_MAX).fill(401), 429, 401, 429]);
    expect(await answers(`nobody_${person.username}`)).toEqual(known);
  });

  it('a password reset lets the address it is made from sign in again at once', async () => {
    const person = await signUp();
    const home = newAddress();
    for (let i = 0; i < PAIR_MAX; i++) await attempt(home, person.username, `Forgot${i}!a`);
    expectThrottled(await attempt(home, person.username, person.password));

    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { identifier: person.email }, headers: { 'x-forwarded-for': home } });
    const link = (await mailbox.waitFor(person.email, /Reset your/)).links.find((l) => l.includes('/reset-password/'))!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-password',
      payload: { code: link.split('/').pop(), password: 'Baru456@' },
      headers: { 'x-forwarded-for': home },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt(home, person.username, 'Baru456@')).statusCode).toBe(200);
  });

  it.runIf(env.REDIS_URL !== undefined)('shares the counters between app processes', async () => {
    const shared = redisEnv();
    const [first, second] = [await buildTestApp({ env: { ...appEnv, ...shared } }), await buildTestApp({ env: { ...appEnv, ...shared } })];
    try {
      const stranger = newAddress();
      for (let i = 0; i < PAIR_MAX; i++) expect((await signIn(first.app, stranger, 'nobody_shared', 'Guess123!')).statusCode).toBe(401);
      expectThrottled(await signIn(second.app, stranger, 'nobody_shared', 'Guess123!'));
    } finally {
      await first.close();
      await second.close();
    }
  });
});
