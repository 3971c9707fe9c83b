import { messageText } from '@suara/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startMailbox, type Mailbox } from '../../../test/mailbox.ts';
import { emailTokens, users } from '../../db/schema/index.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url, RATE_LIMIT_MULTIPLIER: '100', PUBLIC_URL: 'http://suara.test' } });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

let counter = 0;
const newPerson = () => {
  counter += 1;
  return { name: 'Siti Aminah', username: `siti_${counter}_${Date.now() % 100000}`, email: `siti${counter}.${Date.now()}@example.my`, password: 'Bas123!' };
};
const post = (url: string, payload?: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const linkCode = (link: string) => link.split('/').pop()!;

async function signUp(person = newPerson()) {
  const res = await post('/api/auth/signup', person);
  expect(res.statusCode, res.body).toBe(201);
  return person;
}
async function signIn(identifier: string, password: string) {
  const res = await post('/api/auth/signin', { identifier, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string; user: { emailVerified: boolean } }>().token;
}

describe('sign-up', () => {
  it('creates the account, answers without e-mail leaks of others, and mails a verification link', async () => {
    const person = newPerson();
    const res = await post('/api/auth/signup', person);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ name: 'Siti Aminah', username: person.username, email: person.email, emailVerified: false });
    expect(res.body).not.toContain('password');

    const mail = await mailbox.waitFor(person.email, /Verify your e-mail/);
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.links.some((l) => l.startsWith('http://suara.test/verify-email/'))).toBe(true);
  });

  it('writes the mail in the language the visitor uses', async () => {
    const person = newPerson();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: person, headers: { 'accept-language': 'ms-MY,ms;q=0.9' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.language).toBe('ms');
    await mailbox.waitFor(person.email, /Sahkan alamat e-mel/);
  });

  it.each([
    ['name', 'A', 'nameTooShort', 'Need at least 2 characters'],
    ['name', 'Siti 2', 'nameNotAlphabetical', 'Name contains non-alphabetical character'],
    ['username', 'siti', 'usernameTooShort', 'Need at least 5 characters'],
    ['username', 'siti aminah', 'usernameHasSpace', 'No spacing allowed'],
    ['email', 'siti@', 'emailInvalid', 'Please provide a valid email'],
    ['password', 'abcdef!', 'passwordNeedsNumber', 'Please includes number'],
    ['password', 'abcde1', 'passwordNeedsSpecial', 'Please includes any special character'],
    ['password', '12345!', 'passwordNeedsLetter', 'Please includes alphabetical character'],
    ['password', 'a1!', 'passwordLength', 'Please provide 6 - 16 characters'],
    ['password', 'abcdefghij12345!!', 'passwordLength', 'Please provide 6 - 16 characters'],
  ])('refuses %s %j with the form’s message', async (field, value, code, text) => {
    const res = await post('/api/auth/signup', { ...newPerson(), [field]: value });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: code } });
    expect(messageText(code as never, 'en')).toBe(text);
  });

  it('refuses a taken username or e-mail, whatever their case, naming the field', async () => {
    const person = await signUp();
    const sameName = await post('/api/auth/signup', { ...newPerson(), username: person.username.toUpperCase() });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toMatchObject({ code: 'username_taken', fields: { username: 'usernameTaken' } });
    const sameEmail = await post('/api/auth/signup', { ...newPerson(), email: person.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toMatchObject({ code: 'email_taken', fields: { email: 'emailTaken' } });
  });

  it('stores the e-mail lower-cased and the password only as an argon2id hash', async () => {
    const person = newPerson();
    await signUp({ ...person, email: person.email.toUpperCase() });
    const [row] = await t.db.select().from(users).where(eq(users.email, person.email.toLowerCase()));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('checks a username before the form is sent', async () => {
    const person = await signUp();
    expect((await post('/api/auth/check-username', { username: 'free_name_42' })).json()).toEqual({ available: true });
    const taken = await post('/api/auth/check-username', { username: person.username });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('This username is already taken');
    expect((await post('/api/auth/check-username', { username: 'a b' })).statusCode).toBe(422);
  });
});

describe('e-mail verification', () => {
  it('verifies once; a reused, forged or expired link is refused', async () => {
    const person = await signUp();
    const code = linkCode((await mailbox.waitFor(person.email, /Verify/)).links.find((l) => l.includes('/verify-email/'))!);

    expect((await post('/api/auth/verify-email', { emailCode: code })).json()).toEqual({ verified: true });
    const token = await signIn(person.username, person.password);
    expect((await get('/api/auth/me', token)).json().user.emailVerified).toBe(true);

    const reused = await post('/api/auth/verify-email', { emailCode: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toMatchObject({ code: 'verification_link_invalid', message: 'The verification link is either invalid or expired' });
    expect((await post('/api/auth/verify-email', { emailCode: 'forged-code' })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { emailCode: '' })).statusCode).toBe(422);

    const other = await signUp();
    const otherCode = linkCode((await mailbox.waitFor(other.email, /Verify/)).links.find((l) => l.includes('/verify-email/'))!);
    await t.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await post('/api/auth/verify-email', { emailCode: otherCode })).statusCode).toBe(400);
  });

  it('sends a new link to a signed-in unverified user, and refuses when already verified', async () => {
    const person = await signUp();
    const token = await signIn(person.email, person.password);
    const before = mailbox.mails.length;
    const res = await post('/api/auth/resend-verification', undefined, token);
    expect(res.statusCode).toBe(202);
    await expect.poll(() => mailbox.mails.length).toBeGreaterThan(before);
    expect((await post('/api/auth/resend-verification')).statusCode).toBe(401);

    const code = linkCode((await mailbox.waitFor(person.email, /Verify/)).links.find((l) => l.includes('/verify-email/'))!);
    await post('/api/auth/verify-email', { emailCode: code });
    expect((await post('/api/auth/resend-verification', undefined, token)).statusCode).toBe(409);
  });
});

describe('sign-in', () => {
  it('validates the identifier first: an e-mail or a username, answering alike whether or not an account has it', async () => {
    const person = await signUp();
    const answer = async (identifier: string) => {
      const res = await post('/api/auth/validate', { identifier });
      return { status: res.statusCode, body: res.json() };
    };
    expect(await answer(person.email)).toEqual({ status: 200, body: { kind: 'email' } });
    expect(await answer('nobody.here@example.my')).toEqual({ status: 200, body: { kind: 'email' } });
    expect(await answer(person.username.toUpperCase())).toEqual({ status: 200, body: { kind: 'username' } });
    expect(await answer('nobody_here')).toEqual({ status: 200, body: { kind: 'username' } });
    expect((await post('/api/auth/validate', { identifier: '' })).statusCode).toBe(422);
  });

  it('refuses an unknown identifier exactly like a wrong password', async () => {
    const person = await signUp();
    const wrong = await post('/api/auth/signin', { identifier: person.username, password: 'Wrong123!' });
    const unknown = await post('/api/auth/signin', { identifier: 'nobody_here', password: 'Wrong123!' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().error.message).toBe('Incorrect username/email or password');
  });

  it('signs in with either identifier, refuses a wrong password under the password field, and logs out', async () => {
    const person = await signUp();
    const wrong = await post('/api/auth/signin', { identifier: person.email, password: 'Wrong123!' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({ code: 'invalid_credentials', fields: { password: 'invalidCredentials' } });

    const token = await signIn(person.username, person.password);
    const me = await get('/api/auth/me', token);
    expect(me.json().user).toMatchObject({ username: person.username, hasAnsweredOnBoardQuestion: false, role: { isAdmin: false } });

    expect((await post('/api/auth/logout', undefined, token)).statusCode).toBe(204);
    expect((await get('/api/auth/me', token)).statusCode).toBe(401);
    expect((await get('/api/auth/me', 'not-a-token')).statusCode).toBe(401);
  });

  it('lists the user’s own sessions and signs one device out', async () => {
    const person = await signUp();
    const phone = await signIn(person.username, person.password);
    const laptop = await signIn(person.email, person.password);
    const listed = (await get('/api/auth/sessions', laptop)).json<{ items: { id: string; current: boolean }[] }>().items;
    expect(listed).toHaveLength(2);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toMatch(/token/i);

    const phoneSession = listed.find((s) => !s.current)!;
    const other = await signUp();
    const stranger = await signIn(other.username, other.password);
    const del = (id: string, token: string) => t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: { authorization: `Bearer ${token}` } });
    expect((await del(phoneSession.id, stranger)).statusCode).toBe(404);
    expect((await del(phoneSession.id, laptop)).statusCode).toBe(204);
    expect((await get('/api/auth/me', phone)).statusCode).toBe(401);
    expect((await get('/api/auth/me', laptop)).statusCode).toBe(200);
    expect((await del('not-a-uuid', laptop)).statusCode).toBe(422);
  });
});

describe('password reset', () => {
  it('mails a one-hour link that works once, signs out everywhere and lets the new password in', async () => {
    const person = await signUp();
    const oldSession = await signIn(person.username, person.password);

    const sent = await post('/api/auth/reset-password', { identifier: person.email });
    expect(sent.statusCode).toBe(202);
    expect(sent.json().message).toBe('If an account exists, we have sent a link to reset its password');
    const code = linkCode((await mailbox.waitFor(person.email, /Reset your/)).links.find((l) => l.includes('/reset-password/'))!);

    const weak = await post('/api/auth/update-password', { code, password: 'abcdef' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.fields.password).toBe('resetPasswordRule');

    const done = await post('/api/auth/update-password', { code, password: 'Baru456@' });
    expect(done.statusCode).toBe(200);
    expect((await get('/api/auth/me', oldSession)).statusCode).toBe(401);
    await signIn(person.username, 'Baru456@');
    expect((await post('/api/auth/signin', { identifier: person.username, password: person.password })).statusCode).toBe(401);

    const reused = await post('/api/auth/update-password', { code, password: 'Lagi789#' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toMatchObject({ code: 'reset_link_invalid', message: 'The reset link is either invalid or expired' });
  });

  it('refuses an expired link', async () => {
    const person = await signUp();
    await post('/api/auth/reset-password', { identifier: person.username });
    const code = linkCode((await mailbox.waitFor(person.email, /Reset your/)).links.find((l) => l.includes('/reset-password/'))!);
    await t.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(emailTokens.kind, 'reset'));
    expect((await post('/api/auth/update-password', { code, password: 'Baru456@' })).statusCode).toBe(400);
  });

  it('answers the same for an unknown account, and mails only an account that exists', async () => {
    const person = await signUp();
    const known = await post('/api/auth/reset-password', { identifier: person.username });
    const unknown = await post('/api/auth/reset-password', { identifier: `nobody_${person.username}` });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: known.statusCode, body: known.json() });
    expect(known.statusCode).toBe(202);
    const malay = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { identifier: 'nobody_here' }, headers: { 'accept-language': 'ms' } });
    expect(malay.json().message).toBe(messageText('resetLinkSentIfAccount', 'ms'));

    const resetMails = () => mailbox.mails.filter((m) => m.to.includes(person.email.toLowerCase()) && /Reset your/.test(m.subject)).length;
    await expect.poll(resetMails).toBe(1);
    // An account's sixth link in the hour is not sent, and the answer does not say so.
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/reset-password', { identifier: person.email })).statusCode).toBe(202);
    await expect.poll(resetMails).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resetMails()).toBe(5);
  });

  it('answers before the mail goes: a mail server that is down changes nothing in the answer', async () => {
    const down = await startMailbox();
    await down.close();
    const offline = await buildTestApp({ env: { SMTP_URL: down.url } });
    try {
      const person = newPerson();
      await offline.db.insert(users).values({ name: person.name, username: person.username, email: person.email });
      const res = await offline.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { identifier: person.username } });
      expect(res.statusCode).toBe(202);
    } finally {
      await offline.close();
    }
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once an address has signed up too often', async () => {
    const strict = await buildTestApp({ env: { SMTP_URL: mailbox.url, RATE_LIMIT_MULTIPLIER: '0.1' } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await strict.app.inject({ method: 'POST', url: '/api/auth/signup', payload: newPerson() })).statusCode);
      expect(statuses).toEqual([201, 201, 429]);
      const limited = await strict.app.inject({ method: 'POST', url: '/api/auth/signup', payload: newPerson() });
      expect(limited.json().error.code).toBe('rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });
});
