import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { oauthAccounts, sessions, users } from '../../db/schema/index.ts';
import { startMockFacebook, startMockGoogle } from '../../../test/oauth-providers.ts';

/*
 * Social sign-in end to end, like a browser: our start route → the provider's authorize endpoint (a
 * real OIDC server, and a Facebook look-alike, on loopback) → our callback → the web app's
 * /social-login-redirect/{provider}/{code} → the verification call → a working session.
 */

const PUBLIC_URL = 'http://suara.test';
const GOOGLE = { GOOGLE_CLIENT_ID: 'suara-web', GOOGLE_CLIENT_SECRET: 'google-secret' };

let google: Awaited<ReturnType<typeof startMockGoogle>>;
let facebook: Awaited<ReturnType<typeof startMockFacebook>>;
let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  google = await startMockGoogle();
  facebook = await startMockFacebook({ appId: 'fb-app', appSecret: 'fb-secret' });
  t = await buildTestApp({
    env: {
      PUBLIC_URL,
      RATE_LIMIT_MULTIPLIER: '100',
      ...GOOGLE,
      GOOGLE_ISSUER: google.issuer,
      ...facebook.env,
      // CI has Redis: the state and one-time codes then go through it, as with several app processes,
      // under keys of this run's own (another file may be limiting 127.0.0.1 at the same moment).
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_KEY_PREFIX: `suara-test:${randomUUID()}:` } : {}),
    },
  });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
  await facebook?.close();
});

type Provider = 'google' | 'facebook';

/** A cookie jar that honours Path and Max-Age=0, enough for our binding cookie. */
class Browser {
  private cookies = new Map<string, { value: string; path: string }>();

  async get(url: string) {
    const res = await t.app.inject({ method: 'GET', url, headers: this.headersFor(url) });
    this.keep(res);
    return res;
  }

  async post(url: string, payload: object) {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: this.headersFor(url) });
    this.keep(res);
    return res;
  }

  private headersFor(url: string): Record<string, string> {
    const cookie = [...this.cookies]
      .filter(([, c]) => url.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    return cookie ? { cookie } : {};
  }

  private keep(res: LightMyRequestResponse) {
    for (const line of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const [name = '', value = ''] = pair.split('=');
      const path = attributes.find((a) => a.startsWith('Path='))?.slice(5) ?? '/';
      if (attributes.includes('Max-Age=0')) this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
  }
}

/** Our start route, then the provider (which signs the person in and sends the browser back): the callback URL. */
async function throughProvider(provider: Provider, browser: Browser) {
  const start = await browser.get(`/api/auth/${provider}`);
  expect(start.statusCode, start.body).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/api/auth/${provider}/callback`);
  return `${back.pathname}${back.search}`;
}

/** The whole sign-in up to the web app's redirect page: where our callback sends the browser. */
async function signInWith(provider: Provider, browser = new Browser()) {
  const callback = await browser.get(await throughProvider(provider, browser));
  expect(callback.statusCode).toBe(302);
  return { browser, location: callback.headers.location as string };
}

const loginCode = (location: string, provider: Provider) => {
  const match = new RegExp(`^/social-login-redirect/${provider}/([\\w-]+)$`).exec(location);
  expect(match, location).not.toBeNull();
  return match![1]!;
};

type Me = { id: string; name: string; username: string; email: string | null; emailVerified: boolean };

/** Sign in, exchange the code, and check the token works on /api/auth/me. */
async function completeSignIn(provider: Provider) {
  const { browser, location } = await signInWith(provider);
  const verification = await browser.post(`/api/auth/${provider}/verification`, { code: loginCode(location, provider) });
  expect(verification.statusCode, verification.body).toBe(200);
  const { token, user } = verification.json<{ token: string; user: Me }>();
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  expect(me.statusCode).toBe(200);
  expect(me.json().user.id).toBe(user.id);
  return { token, user };
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

async function signUpWithPassword(email: string) {
  const username = `pw_${unique()}`;
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Siti Aminah', username, email, password: 'Bas123!' } });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json<{ user: Me }>().user.id, username };
}
const passwordSignIn = (identifier: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { identifier, password: 'Bas123!' } });

describe('providers', () => {
  it('lists the configured providers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ google: true, facebook: true });
  });

  it('sends Google the OIDC request: client, redirect URI, code flow, scope, state, nonce and an S256 challenge', async () => {
    const res = await new Browser().get('/api/auth/google');
    const url = new URL(res.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'suara-web',
      redirect_uri: `${PUBLIC_URL}/api/auth/google/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(res.headers['set-cookie']).toMatch(/^suara_oauth_google=[\w-]+; Path=\/api\/auth\/google; Max-Age=600; HttpOnly; SameSite=Lax$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('documents the routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { parameters?: { name: string }[] }>> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/providers', '/api/auth/google', '/api/auth/facebook/callback', '/api/auth/google/verification']),
    );
    expect(doc.paths['/api/auth/google/callback']?.get?.parameters?.map((p) => p.name)).toEqual(['code', 'state', 'error']);
  });
});

describe('Google', () => {
  it('creates a verified account for a new person, with a name and username from the provider', async () => {
    const id = unique();
    google.signInAs({ sub: `g-${id}`, email: `Nur.Aisyah.${id}@Example.MY`, email_verified: true, name: 'Nur Aisyah (KL) 2', picture: 'https://example.my/a.png' });
    const { user } = await completeSignIn('google');
    expect(user).toMatchObject({ name: 'Nur Aisyah KL', email: `nur.aisyah.${id}@example.my`, emailVerified: true });
    expect(user.username).toMatch(/^nur_aisyah_kl(_\d+)?$/);

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBeNull();
    expect(await t.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id))).toEqual([
      expect.objectContaining({ provider: 'google', subject: `g-${id}` }),
    ]);
  });

  it('signs the same person into the same account the second time', async () => {
    const id = unique();
    google.signInAs({ sub: `g-${id}`, email: `again.${id}@example.my`, email_verified: true, name: 'Ahmad Faiz' });
    const first = await completeSignIn('google');
    const second = await completeSignIn('google');
    expect(second.user.id).toBe(first.user.id);
    expect(second.token).not.toBe(first.token);
    expect(await t.db.select().from(users).where(eq(users.email, `again.${id}@example.my`))).toHaveLength(1);
  });

  it('gives two people with the same name different usernames', async () => {
    const id = unique();
    google.signInAs({ sub: `g-a-${id}`, email: `a.${id}@example.my`, email_verified: true, name: 'Tan Mei Ling' });
    const a = await completeSignIn('google');
    google.signInAs({ sub: `g-b-${id}`, email: `b.${id}@example.my`, email_verified: true, name: 'Tan Mei Ling' });
    const b = await completeSignIn('google');
    expect(a.user.username).not.toBe(b.user.username);
    expect(b.user.username).toMatch(/^tan_mei_ling/);
  });

  it('links to an existing password account with the same, verified e-mail; the password keeps working', async () => {
    const email = `linked.${unique()}@example.my`;
    const account = await signUpWithPassword(email);
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, account.id));

    google.signInAs({ sub: `g-${unique()}`, email: email.toUpperCase(), email_verified: true, name: 'Someone Else' });
    const { user } = await completeSignIn('google');
    expect(user).toMatchObject({ id: account.id, username: account.username, name: 'Siti Aminah' });
    expect((await passwordSignIn(account.username)).statusCode).toBe(200);
  });

  it('claims an account whose e-mail was never verified: verified now, its password and sessions gone', async () => {
    const email = `squatted.${unique()}@example.my`;
    const account = await signUpWithPassword(email);
    const squatter = (await passwordSignIn(email)).json<{ token: string }>().token;

    google.signInAs({ sub: `g-${unique()}`, email, email_verified: true, name: 'Real Owner' });
    const { user } = await completeSignIn('google');
    expect(user).toMatchObject({ id: account.id, emailVerified: true });
    expect((await passwordSignIn(email)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${squatter}` } })).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, account.id))).toHaveLength(1);
  });

  it('never links an e-mail the provider has not verified to an existing account', async () => {
    const email = `unverified.${unique()}@example.my`;
    const account = await signUpWithPassword(email);
    google.signInAs({ sub: `g-${unique()}`, email, email_verified: false, name: 'Impostor' });
    const { location } = await signInWith('google');
    expect(location).toBe('/signin?error=social_login_email_unverified');
    expect(await t.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, account.id))).toEqual([]);
    expect((await passwordSignIn(email)).statusCode).toBe(200);
  });

  it('creates an unverified account for a new person whose e-mail the provider has not verified', async () => {
    const id = unique();
    google.signInAs({ sub: `g-${id}`, email: `fresh.${id}@example.my`, email_verified: false, name: 'Lim Wei' });
    const { user } = await completeSignIn('google');
    expect(user).toMatchObject({ email: `fresh.${id}@example.my`, emailVerified: false });
  });

  it('falls back to the e-mail for the name, and needs an e-mail address', async () => {
    const id = unique();
    google.signInAs({ sub: `g-${id}`, email: `mei.ling99.${id}@example.my`, email_verified: true, name: '李' });
    const { user } = await completeSignIn('google');
    expect(user.name).toBe(`mei ling ${id.replace(/\d/g, ' ')}`.replace(/\s+/g, ' ').trim());

    google.signInAs({ sub: `g-none-${id}`, name: 'No Mail' });
    expect((await signInWith('google')).location).toBe('/signin?error=social_login_no_email');
  });

  it('starts afresh when the linked account was deleted', async () => {
    const id = unique();
    google.signInAs({ sub: `g-${id}`, email: `gone.${id}@example.my`, email_verified: true, name: 'Gone Soon' });
    const first = await completeSignIn('google');
    await t.db.update(users).set({ deletedAt: new Date(), email: null }).where(eq(users.id, first.user.id));
    const second = await completeSignIn('google');
    expect(second.user.id).not.toBe(first.user.id);
  });
});

describe('Facebook', () => {
  it('creates the account with a verified e-mail, and signs the same person in again', async () => {
    const id = unique();
    facebook.signInAs({ id: `fb${id}`, name: 'Muthu Kumar', email: `muthu.${id}@example.my` });
    const first = await completeSignIn('facebook');
    expect(first.user).toMatchObject({ name: 'Muthu Kumar', email: `muthu.${id}@example.my`, emailVerified: true });
    const second = await completeSignIn('facebook');
    expect(second.user.id).toBe(first.user.id);
  });

  it('links a Facebook identity to the account with the same e-mail', async () => {
    const id = unique();
    google.signInAs({ sub: `g-${id}`, email: `both.${id}@example.my`, email_verified: true, name: 'Both Ways' });
    const viaGoogle = await completeSignIn('google');
    facebook.signInAs({ id: `fb${id}`, name: 'Both Ways', email: `both.${id}@example.my` });
    expect((await completeSignIn('facebook')).user.id).toBe(viaGoogle.user.id);
  });

  it('refuses a person who does not share an e-mail address', async () => {
    facebook.signInAs({ id: `fb${unique()}`, name: 'Phone Only' });
    expect((await signInWith('facebook')).location).toBe('/signin?error=social_login_no_email');
  });

  it('sends a person who cancels back to sign-in', async () => {
    facebook.denyNext();
    expect((await signInWith('facebook')).location).toBe('/signin?error=social_login_failed');
  });
});

describe('state and one-time codes', () => {
  it('refuses a forged state', async () => {
    const browser = new Browser();
    const callback = new URL(await throughProvider('google', browser), PUBLIC_URL);
    callback.searchParams.set('state', 'forged-state-value');
    const res = await browser.get(`${callback.pathname}${callback.search}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/signin?error=social_login_failed');
  });

  it('refuses a callback without a state', async () => {
    const res = await new Browser().get('/api/auth/google/callback?code=abc');
    expect(res.headers.location).toBe('/signin?error=social_login_failed');
    const repeated = await new Browser().get('/api/auth/google/callback?code=abc&state=a&state=b');
    expect(repeated.headers.location).toBe('/signin?error=social_login_failed');
  });

  it('uses a state once: a replayed callback is refused', async () => {
    google.signInAs({ sub: `g-${unique()}`, email: `replay.${unique()}@example.my`, email_verified: true, name: 'Replay Test' });
    const browser = new Browser();
    const callback = await throughProvider('google', browser);
    expect((await browser.get(callback)).headers.location).toMatch(/^\/social-login-redirect\/google\//);
    expect((await browser.get(callback)).headers.location).toBe('/signin?error=social_login_failed');
  });

  it('refuses a state that returns to another browser (login CSRF)', async () => {
    google.signInAs({ sub: `g-${unique()}`, email: `csrf.${unique()}@example.my`, email_verified: true, name: 'Attacker' });
    const callback = await throughProvider('google', new Browser());
    expect((await new Browser().get(callback)).headers.location).toBe('/signin?error=social_login_failed');
  });

  it('uses a one-time code once, only for its provider and in the browser that signed in', async () => {
    google.signInAs({ sub: `g-${unique()}`, email: `once.${unique()}@example.my`, email_verified: true, name: 'Once Only' });
    const { browser, location } = await signInWith('google');
    const code = loginCode(location, 'google');

    const otherProvider = await browser.post('/api/auth/facebook/verification', { code });
    expect(otherProvider.statusCode).toBe(400);
    expect(otherProvider.json().error.code).toBe('social_login_failed');

    expect((await browser.post('/api/auth/google/verification', { code })).statusCode).toBe(200);
    const replayed = await browser.post('/api/auth/google/verification', { code });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.code).toBe('social_login_failed');

    const unknown = await browser.post('/api/auth/google/verification', { code: 'not-a-code' });
    expect(unknown.statusCode).toBe(400);
  });

  // The in-memory store reads the clock; Redis expires keys itself (oauth.store.test.ts covers that).
  it.skipIf(Boolean(process.env.TEST_REDIS_URL))('refuses a state after 10 minutes and a one-time code after 60 seconds', async () => {
    const later = async (ms: number, run: () => Promise<void>) => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
      try {
        await run();
      } finally {
        vi.useRealTimers();
      }
    };
    google.signInAs({ sub: `g-${unique()}`, email: `slow.${unique()}@example.my`, email_verified: true, name: 'Slow Coach' });
    const browser = new Browser();
    const callback = await throughProvider('google', browser);
    await later(10 * 60_000 + 1000, async () => {
      expect((await browser.get(callback)).headers.location).toBe('/signin?error=social_login_failed');
    });

    const { browser: other, location } = await signInWith('google');
    await later(61_000, async () => {
      expect((await other.post('/api/auth/google/verification', { code: loginCode(location, 'google') })).statusCode).toBe(400);
    });
  });

  it('refuses a one-time code sent from another browser', async () => {
    google.signInAs({ sub: `g-${unique()}`, email: `elsewhere.${unique()}@example.my`, email_verified: true, name: 'Else Where' });
    const { location } = await signInWith('google');
    const res = await new Browser().post('/api/auth/google/verification', { code: loginCode(location, 'google') });
    expect(res.statusCode).toBe(400);
  });
});

describe('provider failures end on the sign-in page', () => {
  it('access denied at Google', async () => {
    const before = await t.db.$count(users);
    google.denyNext();
    expect((await signInWith('google')).location).toBe('/signin?error=social_login_failed');
    expect(await t.db.$count(users)).toBe(before);
  });

  it('a failed token exchange', async () => {
    google.failNextTokenExchange();
    expect((await signInWith('google')).location).toBe('/signin?error=social_login_failed');
  });

  it.each([
    ['issued to another client', (p: Record<string, unknown>) => (p.aud = 'someone-else')],
    ['with another nonce', (p: Record<string, unknown>) => (p.nonce = 'replayed-nonce')],
    ['expired', (p: Record<string, unknown>) => Object.assign(p, { iat: 1_000_000, nbf: 1_000_000, exp: 1_000_600 })],
    ['from another issuer', (p: Record<string, unknown>) => (p.iss = 'https://evil.example')],
  ])('an ID token %s', async (_what, tamper) => {
    google.signInAs({ sub: `g-${unique()}`, email: `tampered.${unique()}@example.my`, email_verified: true, name: 'Tampered' });
    google.tamperNextIdToken(tamper);
    expect((await signInWith('google')).location).toBe('/signin?error=social_login_failed');
  });
});

describe('without providers', () => {
  let bare: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    bare = await buildTestApp({ env: { PUBLIC_URL, GOOGLE_CLIENT_ID: 'id-without-secret' } });
  });
  afterAll(async () => bare?.close());

  it('lists none, and a start does not redirect anywhere', async () => {
    expect((await bare.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false, facebook: false });
    for (const provider of ['google', 'facebook']) {
      const res = await bare.app.inject({ method: 'GET', url: `/api/auth/${provider}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers.location).toBeUndefined();
      expect(res.json().error.code).toBe('provider_not_configured');
      const verification = await bare.app.inject({ method: 'POST', url: `/api/auth/${provider}/verification`, payload: { code: 'x' } });
      expect(verification.statusCode).toBe(404);
      const callback = await bare.app.inject({ method: 'GET', url: `/api/auth/${provider}/callback?code=x&state=y` });
      expect(callback.headers.location).toBe('/signin?error=social_login_failed');
    }
  });

  it('sends the browser back to sign-in when the provider cannot be reached', async () => {
    const down = await buildTestApp({ env: { PUBLIC_URL, ...GOOGLE, GOOGLE_ISSUER: 'http://127.0.0.1:9' } });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/signin?error=social_login_failed');
    } finally {
      await down.close();
    }
  });
});

describe('rate limits', () => {
  it('limits code exchanges per address, with Retry-After', async () => {
    const strict = await buildTestApp({ env: { PUBLIC_URL, RATE_LIMIT_MULTIPLIER: '0.1', ...GOOGLE, GOOGLE_ISSUER: google.issuer } });
    try {
      const attempt = () => strict.app.inject({ method: 'POST', url: '/api/auth/google/verification', payload: { code: 'guess' } });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(400);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });
});
