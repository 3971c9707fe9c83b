import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { users } from '../../db/schema/index.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { createMailer } from '../../plugins/mailer.ts';
import { RateLimiter, memoryCounterStore } from '../../plugins/rate-limiter.ts';
import { createAccountsService, type AccountsService } from './accounts.service.ts';

/*
 * Sign-in must cost the same for an unknown identifier as for a wrong password (issue #16). Tests
 * never time anything: this one records which hashes the real argon2 check is given.
 */

let t: Awaited<ReturnType<typeof buildTestApp>>;
let accounts: AccountsService;
const checkedHashes: string[] = [];
const client = { ip: '192.0.2.16' };

beforeAll(async () => {
  t = await buildTestApp();
  const mailer = createMailer({ from: t.config.mailFrom, outboxDir: path.join(t.config.dataDir, 'outbox'), log: t.app.log });
  accounts = createAccountsService({
    db: t.db,
    config: t.config,
    limiter: new RateLimiter(memoryCounterStore()),
    mailer,
    log: t.app.log,
    verify: (hash, password) => {
      checkedHashes.push(hash);
      return verifyPassword(hash, password);
    },
  });
});
afterAll(() => t.close());

async function failedSignIn(identifier: string, password: string) {
  checkedHashes.length = 0;
  await expect(accounts.signin(identifier, password, client)).rejects.toMatchObject({ status: 401, code: 'invalid_credentials' });
  return [...checkedHashes];
}

describe('sign-in checks one argon2 hash whatever fails', () => {
  it('a wrong password checks the account’s hash; an unknown identifier checks the dummy one, made alike', async () => {
    const person = { name: 'Ahmad Faiz', username: 'ahmad_faiz', email: 'ahmad.faiz@example.my', password: 'Bas123!' };
    await accounts.signup({ ...person, phone: undefined }, client, 'en');
    const [row] = await t.db.select().from(users).where(eq(users.username, person.username));
    const dummy = await dummyPasswordHash();

    expect(await failedSignIn(person.username, 'Wrong123!')).toEqual([row!.passwordHash]);
    expect(await failedSignIn('nobody_here', 'Wrong123!')).toEqual([dummy]);
    expect(await failedSignIn('nobody@example.my', person.password)).toEqual([dummy]);

    // argon2id, version, memory, time and parallelism: the parameters decide the cost.
    const parameters = (hash: string) => hash.split('$').slice(1, 4);
    expect(parameters(dummy)).toEqual(parameters(row!.passwordHash!));
    expect(parameters(dummy)[0]).toBe('argon2id');
  });

  it('an account without a password (social sign-in only) checks the dummy hash too', async () => {
    await t.db.insert(users).values({ name: 'Google Rider', username: 'google_rider', email: 'google.rider@example.my' });
    expect(await failedSignIn('google_rider', 'Anything1!')).toEqual([await dummyPasswordHash()]);
  });
});
