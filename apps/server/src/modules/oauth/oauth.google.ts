import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { ProviderError, formPost, providerJson, type ProviderClient } from './oauth.provider.ts';

export type OidcSettings = { clientId: string; clientSecret: string; issuer: string };

const ZDiscovery = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
type Discovery = z.infer<typeof ZDiscovery>;

const ZTokenResponse = z.object({ id_token: z.string().min(1) });

const DISCOVERY_TTL_MS = 60 * 60_000;
const CLOCK_TOLERANCE_S = 60;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Google (or any OpenID Connect provider at `issuer`): endpoints from the discovery document, cached
 * for an hour; the ID token verified against the provider's keys (JWKS), issuer, audience, nonce and
 * expiry before any claim is read.
 */
export function createOidcClient(settings: OidcSettings): ProviderClient {
  const issuer = withoutTrailingSlash(settings.issuer);
  // Google signs some ID tokens with the bare host as issuer; its discovery document names the https form.
  const acceptedIssuers = issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
  let cached: { discovery: Discovery; keys: ReturnType<typeof createRemoteJWKSet>; expiresAt: number } | undefined;

  async function discover() {
    if (cached && cached.expiresAt > Date.now()) return cached;
    const parsed = ZDiscovery.safeParse(await providerJson('OIDC discovery', `${issuer}/.well-known/openid-configuration`));
    if (!parsed.success) throw new ProviderError('OIDC discovery: document is incomplete');
    if (withoutTrailingSlash(parsed.data.issuer) !== issuer) {
      throw new ProviderError('OIDC discovery: issuer does not match GOOGLE_ISSUER', { issuer: parsed.data.issuer });
    }
    const keys = cached?.discovery.jwks_uri === parsed.data.jwks_uri ? cached.keys : createRemoteJWKSet(new URL(parsed.data.jwks_uri));
    cached = { discovery: parsed.data, keys, expiresAt: Date.now() + DISCOVERY_TTL_MS };
    return cached;
  }

  async function verifyIdToken(idToken: string, nonce: string): Promise<JWTPayload> {
    const { keys } = await discover();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: acceptedIssuers,
        audience: settings.clientId,
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      throw new ProviderError('ID token rejected', { reason: error instanceof Error ? error.message : String(error) });
    }
    if (payload.nonce !== nonce) throw new ProviderError('ID token rejected', { reason: 'nonce mismatch' });
    // With several audiences, the token must have been issued to us (OIDC Core 3.1.3.7).
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== settings.clientId) {
      throw new ProviderError('ID token rejected', { reason: 'azp mismatch' });
    }
    return payload;
  }

  return {
    async authorizationUrl({ redirectUri, state, codeChallenge, nonce }) {
      const { discovery } = await discover();
      const url = new URL(discovery.authorization_endpoint);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    async exchangeCode({ redirectUri, code, codeVerifier, nonce }) {
      const { discovery } = await discover();
      const body = await providerJson(
        'OIDC token endpoint',
        discovery.token_endpoint,
        formPost({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          code_verifier: codeVerifier,
        }),
      );
      const tokens = ZTokenResponse.safeParse(body);
      if (!tokens.success) throw new ProviderError('OIDC token endpoint: no ID token in the answer');
      const claims = await verifyIdToken(tokens.data.id_token, nonce);
      const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
      return {
        subject: String(claims.sub),
        email: text(claims.email),
        // Some providers send the flag as a string.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: text(claims.name),
        picture: text(claims.picture),
      };
    },
  };
}
