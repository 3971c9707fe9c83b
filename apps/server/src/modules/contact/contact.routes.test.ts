import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startMailbox, type Mailbox } from '../../../test/mailbox.ts';
import { contactMessages, users } from '../../db/schema/index.ts';
import { adminPerson, verifiedPerson } from '../reviews/reviews.test-support.ts';
import { auth, newPerson, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';

let t: TestApp;
let mailbox: Mailbox;
let admin: SignedIn;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url } });
  admin = await adminPerson(t);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

let addressCounter = 0;
/** Each test its own client address, so the per-address limit of one test does not touch another. */
const send = (payload: object, options: { token?: string; ip?: string } = {}) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, headers: auth(options.token), remoteAddress: options.ip ?? `10.0.0.${++addressCounter}` });

const message = (extra: object = {}) => ({
  firstName: 'Aisyah',
  lastName: 'Rahman',
  email: `aisyah.${Math.random().toString(36).slice(2, 8)}@example.my`,
  message: 'The lift at Pasar Seni has been broken for a week.',
  ...extra,
});

describe('POST /api/contact', () => {
  it('stores the message and mails it to the administrators, Reply-To the sender, as plain text', async () => {
    const body = message({ message: 'Hello <b>admins</b> & <script>alert(1)</script>\nSecond line.' });
    const res = await send(body);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: string }>();

    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ firstName: 'Aisyah', lastName: 'Rahman', email: body.email, message: body.message, userId: null });

    const mail = await mailbox.waitFor(admin.email, /Contact Us: a message from Aisyah Rahman/);
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${body.email}`, 'mi'));
    expect(mail.raw).toMatch(/^Content-Type: text\/plain/im);
    expect(mail.raw).not.toMatch(/text\/html/i);
    expect(mail.text).toContain('Hello <b>admins</b> & <script>alert(1)</script>');
    expect(mail.text).toContain('Not signed in');
  });

  it("records a signed-in sender's account", async () => {
    const rider = await verifiedPerson(t);
    const res = await send(message({ email: rider.email, lastName: 'Member' }), { token: rider.token });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, res.json<{ id: string }>().id));
    expect(row!.userId).toBe(rider.id);
    const mail = await mailbox.waitFor(admin.email, /Aisyah Member/);
    expect(mail.text).toContain(`Signed in as @${rider.username}`);
  });

  it('mails only administrators with a verified e-mail', async () => {
    const unverified = await signUpAndIn(t);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, unverified.id));
    const res = await send(message({ lastName: 'Unverified-check' }));
    expect(res.statusCode).toBe(201);
    const mail = await mailbox.waitFor(admin.email, /Aisyah Unverified-check/);
    expect(mail.to).toEqual([admin.email.toLowerCase()]);
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, unverified.id));
  });

  it.each([
    ['firstName', 'firstNameRequired'],
    ['lastName', 'lastNameRequired'],
    ['message', 'contactMessageRequired'],
  ])('refuses a message without %s (422 with the field)', async (field, code) => {
    const res = await send(message({ [field]: '   ' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'validation_failed', fields: { [field]: code } } });
    const missing = message();
    delete (missing as Record<string, unknown>)[field];
    expect((await send(missing)).json()).toMatchObject({ error: { fields: { [field]: code } } });
  });

  it('refuses an invalid e-mail, and a missing one', async () => {
    const res = await send(message({ email: 'aisyah@' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'validation_failed', fields: { email: 'emailInvalid' } } });
    const { email: _email, ...noEmail } = message();
    expect((await send(noEmail)).json()).toMatchObject({ error: { fields: { email: 'emailInvalid' } } });
  });

  it('refuses a 10,000-character message and over-long names, storing nothing', async () => {
    const body = message({ message: 'a'.repeat(10_000), firstName: 'x'.repeat(51) });
    const res = await send(body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { fields: { message: 'contactMessageTooLong', firstName: 'firstNameTooLong' } } });
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, body.email))).toEqual([]);
  });

  it('limits messages per e-mail address (429 with Retry-After), whatever the client address', async () => {
    const body = message();
    for (let i = 0; i < 5; i += 1) expect((await send(body)).statusCode).toBe(201);
    const res = await send(body);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, body.email))).toHaveLength(5);
  });

  it('limits messages per client address', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i += 1) expect((await send(message(), { ip })).statusCode).toBe(201);
    const res = await send(message(), { ip });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/contact when mail fails', () => {
  it('still stores the message and answers 201', async () => {
    // Nothing listens on port 9 (discard) here: every mail fails.
    const broken = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      // Signing up would fail too (its verification mail): the administrator goes straight in.
      const person = newPerson();
      await broken.db.insert(users).values({ name: person.name, username: person.username, email: person.email, isAdmin: true, emailVerifiedAt: new Date() });
      const body = message();
      const res = await broken.app.inject({ method: 'POST', url: '/api/contact', payload: body });
      expect(res.statusCode, res.body).toBe(201);
      const rows = await broken.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
      expect(rows).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });
});
