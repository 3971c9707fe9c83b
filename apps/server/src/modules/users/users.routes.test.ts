import fs from 'node:fs';
import path from 'node:path';
import { STATE_NAMES, formatHomeLocation, klDateString, placesOf } from '@suara/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startMailbox, type Mailbox } from '../../../test/mailbox.ts';
import { contactMessages, emailTokens, oauthAccounts, pollQuestions, pollVotes, reviewMeToos, reviewReactions, sessions, users } from '../../db/schema/index.ts';
import { auth, insertComment, insertReview, markVerified, newPerson, signUpAndIn, type TestApp } from './users.test-support.ts';

let t: TestApp;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url, RATE_LIMIT_MULTIPLIER: '100' } });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const state = STATE_NAMES[0];
const home = formatHomeLocation(placesOf(state)[0]!, state);
const answers = { gender: 'female', ageBand: '25-29', nationalStatus: 'local', homeLocation: home, disability: null, transportUsage: 'everyday' };

const put = (url: string, payload: object, token?: string) => t.app.inject({ method: 'PUT', url, payload, headers: auth(token) });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const del = (url: string, payload?: object, token?: string) => t.app.inject({ method: 'DELETE', url, payload, headers: auth(token) });

async function uploadAvatar(token: string) {
  const image = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0b6e66' } }).png().toBuffer();
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'me.png');
  const request = new Request('http://local/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/users/me/avatar',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...auth(token), 'content-type': request.headers.get('content-type')! },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().user.avatarUrl as string;
}

describe('signed-in routes', () => {
  it.each([
    ['PUT', '/api/users/me', {}],
    ['PUT', '/api/users/me/avatar', undefined],
    ['DELETE', '/api/users/me/avatar', undefined],
    ['PUT', '/api/users/me/onboarding', answers],
    ['GET', '/api/users/me/export', undefined],
    ['DELETE', '/api/users/me', { username: 'whoever' }],
  ] as const)('%s %s answers 401 to a visitor or a bad token', async (method, url, payload) => {
    for (const headers of [{}, auth('not-a-token')]) {
      const res = await t.app.inject({ method, url, payload, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });
});

describe('PUT /api/users/me', () => {
  it('updates the profile fields and answers with the signed-in user', async () => {
    const me = await signUpAndIn(t);
    const res = await put('/api/users/me', { name: '  Siti   Nur ', phone: '+60 12-345 6789', about: 'Commuter on the Kelana Jaya line', location: 'Subang Jaya', language: 'ms' }, me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      id: me.id,
      name: 'Siti Nur',
      phone: '+60 12-345 6789',
      about: 'Commuter on the Kelana Jaya line',
      location: 'Subang Jaya',
      language: 'ms',
      email: me.email,
    });
    expect((await get('/api/auth/me', me.token)).json().user).toMatchObject({ name: 'Siti Nur', language: 'ms' });
  });

  it('leaves out fields that were not sent, and empties fields sent blank or null', async () => {
    const me = await signUpAndIn(t);
    await put('/api/users/me', { about: 'Hello', location: 'Klang', phone: '0123456789' }, me.token);
    const partial = await put('/api/users/me', { name: 'Siti Baru' }, me.token);
    expect(partial.json().user).toMatchObject({ name: 'Siti Baru', about: 'Hello', location: 'Klang', phone: '0123456789' });
    const cleared = await put('/api/users/me', { about: '', location: '   ', phone: null }, me.token);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().user).toMatchObject({ about: null, location: null, phone: null, name: 'Siti Baru' });
  });

  it('never applies isAdmin, emailVerified, id, email, username, a password hash or another user’s id', async () => {
    const me = await signUpAndIn(t);
    const other = await signUpAndIn(t);
    const res = await put(
      '/api/users/me',
      {
        name: 'Siti Aminah',
        isAdmin: true,
        is_admin: true,
        role: { isAdmin: true, super: true },
        emailVerified: true,
        emailVerifiedAt: new Date().toISOString(),
        id: other.id,
        userId: other.id,
        email: 'takeover@example.my',
        username: 'taken_over',
        passwordHash: '$argon2id$forged',
        deletedAt: new Date().toISOString(),
      },
      me.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: me.id, email: me.email, username: me.username, emailVerified: false, role: { isAdmin: false, super: false } });

    const [mine] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(mine).toMatchObject({ isAdmin: false, isSuper: false, emailVerifiedAt: null, email: me.email, username: me.username, deletedAt: null });
    expect(mine!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(mine!.passwordHash).not.toContain('forged');
    const [theirs] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(theirs).toMatchObject({ name: 'Siti Aminah', email: other.email, username: other.username });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { identifier: me.username, password: me.password } })).statusCode).toBe(200);
  });

  it('refuses invalid values field by field with the domain’s message codes', async () => {
    const me = await signUpAndIn(t);
    const res = await put('/api/users/me', { name: 'Siti 2', phone: 'call me', about: 'x'.repeat(501), language: 'fr', gender: 'robot' }, me.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { name: 'nameNotAlphabetical', phone: 'phoneInvalid', about: 'aboutTooLong', language: 'invalidValue', gender: 'genderRequired' },
    });
    expect((await get('/api/auth/me', me.token)).json().user.name).toBe('Siti Aminah');
  });

  it('changes preference answers one at a time from Settings', async () => {
    const me = await signUpAndIn(t);
    await put('/api/users/me/onboarding', answers, me.token);
    const res = await put('/api/users/me', { transportUsage: 'monthly', disability: false }, me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.onboarding).toMatchObject({ ...answers, transportUsage: 'monthly', disability: false });
  });
});

describe('PUT /api/users/me/onboarding', () => {
  it('stores the answers, sets onboarded_at and keeps the first date when answered again', async () => {
    const me = await signUpAndIn(t);
    expect((await get('/api/auth/me', me.token)).json().user.hasAnsweredOnBoardQuestion).toBe(false);
    const res = await put('/api/users/me/onboarding', answers, me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ hasAnsweredOnBoardQuestion: true, onboarding: answers });
    const [first] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(first!.onboardedAt).toBeInstanceOf(Date);

    const again = await put('/api/users/me/onboarding', { ...answers, disability: true }, me.token);
    expect(again.json().user.onboarding.disability).toBe(true);
    const [second] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(second!.onboardedAt).toEqual(first!.onboardedAt);
  });

  it('refuses answers outside the enumerations, naming each field', async () => {
    const me = await signUpAndIn(t);
    const res = await put(
      '/api/users/me/onboarding',
      { gender: 'robot', ageBand: '99-120', nationalStatus: 'martian', homeLocation: `Atlantis, ${state}, MALAYSIA`, disability: 'maybe', transportUsage: 'hourly' },
      me.token,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        gender: 'genderRequired',
        ageBand: 'ageBandRequired',
        nationalStatus: 'nationalStatusRequired',
        homeLocation: 'homeLocationRequired',
        disability: 'disabilityRequired',
        transportUsage: 'transportUsageRequired',
      },
    });
    const missing = await put('/api/users/me/onboarding', { ...answers, gender: undefined }, me.token);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields).toEqual({ gender: 'genderRequired' });
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ onboardedAt: null, gender: null });
  });
});

describe('GET /api/users/:id', () => {
  it('shows what the public profile page shows and the count of visible reviews, never e-mail, phone, onboarding answers or role', async () => {
    const person = await signUpAndIn(t, { ...newPerson(), name: 'Ahmad Faiz' });
    await put('/api/users/me', { phone: '+60 19-876 5432', about: 'Bus rider', location: 'Petaling Jaya' }, person.token);
    await put('/api/users/me/onboarding', { ...answers, disability: true }, person.token);
    await markVerified(t, person.id);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, person.id));
    await insertReview(t, person.id);
    await insertReview(t, person.id);
    await insertReview(t, person.id, { status: 'hidden' });
    await insertReview(t, person.id, { deletedAt: new Date() });

    const res = await get(`/api/users/${person.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toEqual({
      id: person.id,
      name: 'Ahmad Faiz',
      username: person.username,
      avatarUrl: null,
      about: 'Bus rider',
      location: 'Petaling Jaya',
      deleted: false,
      createdAt: expect.any(String),
      reviewCount: 2,
    });
    for (const secret of [person.email, '876 5432', home, 'female', '25-29', 'everyday', 'disability', '"onboarding"', '"phone"', '"email"', '"language"', 'isAdmin', 'emailVerified', 'role']) {
      expect(res.body).not.toContain(secret);
    }
    // Signed in as someone else changes nothing.
    const viewer = await signUpAndIn(t);
    expect((await get(`/api/users/${person.id}`, viewer.token)).body).toBe(res.body);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['0190a7c2-0000-7000-8000-000000000000', 'not-a-uuid', 'me', '1%27%20or%201=1']) {
      const res = await get(`/api/users/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});

describe('GET /api/users/me/export', () => {
  it('downloads everything we hold about the user, without password or token hashes', async () => {
    const me = await signUpAndIn(t);
    const other = await signUpAndIn(t);
    await put('/api/users/me', { phone: '0123456789', about: 'About me' }, me.token);
    await put('/api/users/me/onboarding', answers, me.token);
    await uploadAvatar(me.token);
    const review = await insertReview(t, me.id, { experience: 'My own review text' });
    const theirReview = await insertReview(t, other.id);
    const comment = await insertComment(t, me.id, theirReview.id, { body: 'My comment text' });
    await t.db.insert(reviewReactions).values({ reviewId: theirReview.id, userId: me.id, value: 'like' });
    await t.db.insert(reviewMeToos).values({ reviewId: theirReview.id, userId: me.id });
    await markVerified(t, me.id); // reporting needs a verified e-mail
    const report = await t.app.inject({ method: 'POST', url: '/api/reports', payload: { targetType: 'user', targetId: other.id, reason: 'spam' }, headers: auth(me.token) });
    expect(report.statusCode, report.body).toBe(201);
    const [question] = await t.db.select().from(pollQuestions).limit(1);
    await t.db.insert(pollVotes).values({ questionId: question!.id, voterKey: me.id, answer: 'yes' });
    await t.db.insert(contactMessages).values({ firstName: 'Siti', lastName: 'Aminah', email: me.email, message: 'Please add more buses', userId: me.id });
    await t.db.insert(oauthAccounts).values({ provider: 'google', subject: 'google-subject-1', userId: me.id });
    // Someone else's data stays out.
    await insertReview(t, other.id, { experience: 'Not mine at all' });

    const res = await get('/api/users/me/export', me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="suara-transit-data-${klDateString(new Date())}.json"`);
    expect(res.headers['cache-control']).toBe('no-store');

    const data = res.json();
    expect(data.profile).toMatchObject({ id: me.id, username: me.username, email: me.email, phone: '0123456789', about: 'About me', hasPassword: true });
    expect(data.profile.avatarUrl).toMatch(/^\/api\/files\/avatars\//);
    expect(data.onboarding).toMatchObject({ ...answers, answeredAt: expect.any(String) });
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ ip: '127.0.0.1', current: true, createdAt: expect.any(String), lastSeenAt: expect.any(String) });
    expect(data.linkedAccounts).toEqual([{ provider: 'google', subject: 'google-subject-1', linkedAt: expect.any(String) }]);
    expect(data.reviews).toHaveLength(1);
    expect(data.reviews[0]).toMatchObject({ id: review.id, experience: 'My own review text', ticketNumber: review.ticketNumber });
    expect(data.comments).toEqual([expect.objectContaining({ id: comment.id, body: 'My comment text', reviewId: theirReview.id })]);
    expect(data.reactions.reviews).toEqual([expect.objectContaining({ reviewId: theirReview.id, value: 'like' })]);
    expect(data.meToos).toEqual([{ reviewId: theirReview.id, createdAt: expect.any(String) }]);
    expect(data.reports).toEqual([expect.objectContaining({ id: report.json().id, targetType: 'user', targetId: other.id, reason: 'spam', status: 'open' })]);
    expect(data.pollVotes).toEqual([expect.objectContaining({ questionId: question!.id, answer: 'yes' })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'Please add more buses', email: me.email })]);

    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, me.id));
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(res.body).not.toContain(session!.tokenHash);
    expect(res.body).not.toContain(me.token);
    expect(res.body).not.toContain(row!.passwordHash!);
    expect(res.body).not.toMatch(/argon2|passwordHash|tokenHash|token_hash/);
    const tokens = await t.db.select().from(emailTokens).where(eq(emailTokens.userId, me.id));
    for (const token of tokens) expect(res.body).not.toContain(token.tokenHash);
    expect(res.body).not.toContain('Not mine at all');
    expect(res.body).not.toContain(other.email);
  });
});

describe('DELETE /api/users/me', () => {
  it('refuses without the right username, naming the field', async () => {
    const me = await signUpAndIn(t);
    for (const payload of [{ username: 'someone_else' }, {}]) {
      const res = await del('/api/users/me', payload, me.token);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toHaveProperty('username');
    }
    expect((await get('/api/auth/me', me.token)).statusCode).toBe(200);
  });

  it('erases personal data, ends every session, keeps reviews as "Deleted user" and frees the username', async () => {
    const me = await signUpAndIn(t);
    const secondSession = (await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { identifier: me.email, password: me.password } })).json().token as string;
    await put('/api/users/me', { phone: '0123456789', about: 'About me', location: 'Shah Alam' }, me.token);
    await put('/api/users/me/onboarding', { ...answers, disability: true }, me.token);
    const avatarUrl = await uploadAvatar(me.token);
    const avatarFile = path.join(t.config.dataDir, 'uploads', 'avatars', avatarUrl.split('/').pop()!);
    expect(fs.existsSync(avatarFile)).toBe(true);
    await t.db.insert(oauthAccounts).values({ provider: 'facebook', subject: `fb-${me.id}`, userId: me.id });
    const review = await insertReview(t, me.id);
    const comment = await insertComment(t, me.id, review.id);

    const res = await del('/api/users/me', { username: me.username.toUpperCase() }, me.token);
    expect(res.statusCode, res.body).toBe(204);

    expect((await get('/api/auth/me', me.token)).statusCode).toBe(401);
    expect((await get('/api/auth/me', secondSession)).statusCode).toBe(401);
    for (const identifier of [me.username, me.email]) {
      const signin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { identifier, password: me.password } });
      expect(signin.statusCode).toBe(401);
    }
    expect(fs.existsSync(avatarFile)).toBe(false);
    expect((await get(avatarUrl)).statusCode).toBe(404);

    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({
      name: 'Deleted user',
      username: `deleted-${me.id}`,
      email: null,
      phone: null,
      passwordHash: null,
      avatarKey: null,
      about: null,
      location: null,
      gender: null,
      ageBand: null,
      nationalStatus: null,
      homeLocation: null,
      disability: null,
      transportUsage: null,
      onboardedAt: null,
      emailVerifiedAt: null,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, me.id))).toEqual([]);
    expect(await t.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, me.id))).toEqual([]);
    expect(await t.db.select().from(emailTokens).where(eq(emailTokens.userId, me.id))).toEqual([]);

    // Their reviews and comments stay; the profile shows 'Deleted user'.
    const profile = await get(`/api/users/${me.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user).toMatchObject({ name: 'Deleted user', username: 'deleted', avatarUrl: null, about: null, location: null, deleted: true, reviewCount: 1 });
    expect(profile.body).not.toContain(me.username);

    // The username and e-mail can be taken again.
    const again = await signUpAndIn(t, { ...me });
    expect(again.id).not.toBe(me.id);
    expect(comment.userId).toBe(me.id);
  });
});
