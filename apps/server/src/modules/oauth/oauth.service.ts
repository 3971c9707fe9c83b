import { timingSafeEqual } from 'node:crypto';
import { ZEmail, type Language } from '@suara/domain';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { perAddressLimit } from '../../plugins/rate-limiter.ts';
import type { ClientInfo } from '../accounts/accounts.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createFacebookClient } from './oauth.facebook.ts';
import { createOidcClient } from './oauth.google.ts';
import { displayNameFor, usernameBaseFor, usernameCandidates } from './oauth.names.ts';
import { PROVIDERS, codeChallengeS256, newCodeVerifier, type ProviderClient, type ProviderName, type ProviderProfile } from './oauth.provider.ts';
import * as repo from './oauth.repository.ts';
import type { UserRow } from './oauth.repository.ts';
import type { OneTimeStore } from './oauth.store.ts';

const MINUTE = 60_000;
/** How long the provider may take to send the browser back (the state and PKCE verifier live this long). */
export const STATE_TTL_MS = 10 * MINUTE;
/** How long the browser has to exchange the one-time code for a session. */
export const LOGIN_CODE_TTL_MS = MINUTE;

/** Where a failed social sign-in sends the browser: `/signin?error=<reason>`. */
export type SocialLoginReason = 'social_login_failed' | 'social_login_email_unverified' | 'social_login_no_email' | 'rate_limited';

/** A callback that cannot sign anyone in. `detail` goes to the log only, never to the browser. */
export class SocialLoginFailure extends Error {
  constructor(
    readonly reason: SocialLoginReason,
    message: string,
    readonly detail?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'SocialLoginFailure';
  }
}

const ZPendingLogin = z.object({ verifier: z.string(), nonce: z.string(), binding: z.string() });
const ZLoginCode = z.object({ userId: z.string(), binding: z.string() });

export function oauthLimits(multiplier: number) {
  const perAddress = (max: number, windowMs: number) => perAddressLimit(max, windowMs, multiplier);
  return { startPerAddress: perAddress(60, 15 * MINUTE), verifyPerAddress: perAddress(30, 15 * MINUTE) };
}

export type OAuthServiceDeps = ModuleDeps & {
  store: OneTimeStore;
  /** Provider clients; by default built from the configuration (a provider without settings has none). */
  clients?: Partial<Record<ProviderName, ProviderClient>>;
  now?: () => Date;
};

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const stateKey = (provider: ProviderName, state: string) => `state:${provider}:${hashToken(state)}`;
const loginKey = (provider: ProviderName, code: string) => `login:${provider}:${hashToken(code)}`;

function parseStored<T>(schema: z.ZodType<T>, raw: string | undefined): T | undefined {
  if (raw === undefined) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Social sign-in (OAuth 2.0 authorization code with state and PKCE S256):
 *  1. `start` makes a state, a PKCE verifier, an OIDC nonce and a browser binding (sent back as a cookie),
 *     keeps them server-side for 10 minutes and returns the provider's authorization URL;
 *  2. `complete` takes the state once, checks the browser binding, exchanges the code, finds, links or
 *     creates the account, and returns a one-time login code (60 seconds, bound to the same browser);
 *  3. `verify` takes that code once and opens a session.
 */
export function createOAuthService(deps: OAuthServiceDeps) {
  const { db, config, limiter, accounts, store, now = () => new Date() } = deps;
  const limits = oauthLimits(config.rateLimitMultiplier);
  const clients: Partial<Record<ProviderName, ProviderClient>> = deps.clients ?? {
    google: config.google ? createOidcClient(config.google) : undefined,
    facebook: config.facebook ? createFacebookClient(config.facebook) : undefined,
  };
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const redirectUri = (provider: ProviderName) => `${publicUrl}/api/auth/${provider}/callback`;

  function requireClient(provider: ProviderName): ProviderClient {
    const client = clients[provider];
    if (!client) throw new AppError(404, 'provider_not_configured', `Sign-in with ${provider} is not available on this server.`);
    return client;
  }

  async function createUser(profile: ProviderProfile, email: string, link: repo.Link, language: Language): Promise<UserRow> {
    const name = displayNameFor(profile.name, email);
    for (const username of usernameCandidates(usernameBaseFor(name))) {
      if (await repo.usernameTaken(db, username)) continue;
      try {
        return await repo.insertUserWithLink(
          db,
          { name, username, email, passwordHash: null, language, emailVerifiedAt: profile.emailVerified ? now() : null },
          link,
        );
      } catch (error) {
        // Another sign-up took the username between the check and the insert: try the next one.
        if (!uniqueViolation(error)?.includes('username')) throw error;
      }
    }
    throw new SocialLoginFailure('social_login_failed', 'no free username', { name });
  }

  async function resolveOnce(provider: ProviderName, profile: ProviderProfile, language: Language): Promise<UserRow> {
    const link = { provider, subject: profile.subject };
    const linked = await repo.findLink(db, link);
    if (linked) {
      if (!linked.user.deletedAt) return linked.user;
      // The account was deleted: this identity starts afresh.
      await repo.deleteLink(db, linked.linkId);
    }

    const email = ZEmail.safeParse(profile.email ?? '');
    if (!email.success) throw new SocialLoginFailure('social_login_no_email', 'the provider gave no usable e-mail address');

    const existing = await repo.findLiveUserByEmail(db, email.data);
    if (existing) {
      // Only the provider's word that the address is theirs lets a stranger's identity into an account.
      if (!profile.emailVerified) {
        throw new SocialLoginFailure('social_login_email_unverified', 'an account has this e-mail, which the provider has not verified');
      }
      if (existing.emailVerifiedAt) {
        await repo.insertLink(db, link, existing.id);
        return existing;
      }
      return repo.claimUnverifiedAccount(db, existing.id, link, now());
    }
    return createUser(profile, email.data, link, language);
  }

  /** Finds, links or creates the account. A race with another sign-in or sign-up (a unique index) is resolved by looking again. */
  async function resolveUser(provider: ProviderName, profile: ProviderProfile, language: Language): Promise<UserRow> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await resolveOnce(provider, profile, language);
      } catch (error) {
        if (attempt >= 3 || uniqueViolation(error) === undefined) throw error;
      }
    }
  }

  return {
    /** Which providers this server can use; the web shows a button only for these. */
    configured(): Record<ProviderName, boolean> {
      return Object.fromEntries(PROVIDERS.map((p) => [p, Boolean(clients[p])])) as Record<ProviderName, boolean>;
    },

    /** Throws 404 `provider_not_configured` when the provider has no settings. */
    requireConfigured(provider: ProviderName) {
      requireClient(provider);
    },

    async start(provider: ProviderName, client: ClientInfo): Promise<{ url: string; binding: string }> {
      const providerClient = requireClient(provider);
      await limiter.consume(`oauth-start:ip:${client.ip}`, limits.startPerAddress);
      const state = newToken();
      const verifier = newCodeVerifier();
      const nonce = newToken();
      const binding = newToken();
      const url = await providerClient.authorizationUrl({ redirectUri: redirectUri(provider), state, nonce, codeChallenge: codeChallengeS256(verifier) });
      await store.put(stateKey(provider, state), JSON.stringify({ verifier, nonce, binding: hashToken(binding) }), STATE_TTL_MS);
      return { url, binding };
    },

    /** The provider sent the browser back; returns the one-time login code for the web app. */
    async complete(
      provider: ProviderName,
      params: { state?: string; code?: string; error?: string },
      binding: string | undefined,
      language: Language,
    ): Promise<string> {
      const providerClient = clients[provider];
      if (!providerClient) throw new SocialLoginFailure('social_login_failed', 'provider not configured');
      if (!params.state) throw new SocialLoginFailure('social_login_failed', 'no state');
      // Taken, not read: a state works once, whatever happens next.
      const pending = parseStored(ZPendingLogin, await store.take(stateKey(provider, params.state)));
      if (!pending) throw new SocialLoginFailure('social_login_failed', 'unknown, used or expired state');
      // The state must come back to the browser that started the flow (no login CSRF).
      if (!binding || !sameHash(hashToken(binding), pending.binding)) {
        throw new SocialLoginFailure('social_login_failed', 'state started in another browser');
      }
      if (params.error) throw new SocialLoginFailure('social_login_failed', 'the provider returned an error', { error: params.error.slice(0, 100) });
      if (!params.code) throw new SocialLoginFailure('social_login_failed', 'no code');

      const profile = await providerClient.exchangeCode({
        redirectUri: redirectUri(provider),
        code: params.code,
        codeVerifier: pending.verifier,
        nonce: pending.nonce,
      });
      const user = await resolveUser(provider, profile, language);
      const code = newToken();
      await store.put(loginKey(provider, code), JSON.stringify({ userId: user.id, binding: pending.binding }), LOGIN_CODE_TTL_MS);
      return code;
    },

    /** Exchanges a one-time login code for a session; unknown, used, expired or foreign codes are 400. */
    async verify(provider: ProviderName, code: string, binding: string | undefined, client: ClientInfo) {
      requireClient(provider);
      await limiter.consume(`oauth-verify:ip:${client.ip}`, limits.verifyPerAddress);
      const failed = new AppError(400, 'social_login_failed', 'The sign-in could not be completed: the link is invalid or has expired. Please try again.');
      const login = parseStored(ZLoginCode, await store.take(loginKey(provider, code)));
      if (!login || !binding || !sameHash(hashToken(binding), login.binding)) throw failed;
      const user = await repo.findLiveUserById(db, login.userId);
      if (!user) throw failed;
      return { user, token: await accounts.issueSession(user, client) };
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
