import { createHash, randomBytes } from 'node:crypto';

export const PROVIDERS = ['google', 'facebook'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** Who the provider says signed in. `emailVerified` is the provider's word that the address is theirs. */
export type ProviderProfile = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
};

export type AuthorizationRequest = { redirectUri: string; state: string; codeChallenge: string; nonce: string };
export type CodeExchange = { redirectUri: string; code: string; codeVerifier: string; nonce: string };

/** One OAuth 2.0 provider: where to send the browser, and how to turn the returned code into a profile. */
export type ProviderClient = {
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  exchangeCode(exchange: CodeExchange): Promise<ProviderProfile>;
};

/** A provider refused, failed or answered something we cannot trust. `detail` is safe to log (no tokens). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly detail?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** RFC 7636: a 43-character verifier from 256 random bits, and its S256 challenge. */
export const newCodeVerifier = () => randomBytes(32).toString('base64url');
export const codeChallengeS256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

const TIMEOUT_MS = 10_000;

/** A provider's error body reduced to its codes: never echoes a token or a code into the log. */
function errorSummary(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object') return {};
  const error = (body as { error?: unknown }).error;
  if (typeof error === 'string') return { error };
  if (error && typeof error === 'object') {
    const { type, code } = error as { type?: unknown; code?: unknown };
    return { error: { type, code } };
  }
  return {};
}

/** Calls a provider endpoint and returns its JSON; any failure (network, timeout, status, body) is a ProviderError. */
export async function providerJson(what: string, url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json', ...init.headers } });
  } catch (error) {
    throw new ProviderError(`${what}: request failed`, { cause: error instanceof Error ? error.message : String(error) });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ProviderError(`${what}: answered ${response.status}`, { status: response.status, ...errorSummary(body) });
  if (body === undefined) throw new ProviderError(`${what}: answer is not JSON`, { status: response.status });
  return body;
}

/** Form-encoded POST, as token endpoints expect. */
export const formPost = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
