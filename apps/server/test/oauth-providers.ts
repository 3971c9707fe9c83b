/**
 * Real OAuth servers on loopback for tests (never imported by the app): Google is the
 * `oauth2-mock-server` OpenID Connect server; Facebook is a small HTTP server that answers like
 * Facebook Login's dialog, token endpoint and Graph API `me`, and checks what Facebook checks.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server, type MutableRedirectUri, type MutableResponse, type MutableToken } from 'oauth2-mock-server';

export type GoogleIdentity = { sub: string; email?: string; email_verified?: boolean; name?: string; picture?: string };

/** An OIDC provider acting as Google: the next ID token carries the identity given to `signInAs`. */
export async function startMockGoogle(port = 0) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(port, '127.0.0.1');
  server.issuer.url = `http://127.0.0.1:${server.address().port}`;

  let identity: GoogleIdentity = { sub: 'google-default' };
  let tamper: ((payload: MutableToken['payload']) => void) | undefined;
  // Both the access token and the ID token pass here; only the ID token has an audience.
  server.service.on('beforeTokenSigning', (token: MutableToken) => {
    if (token.payload.aud === undefined) return;
    Object.assign(token.payload, identity);
    tamper?.(token.payload);
    tamper = undefined;
  });

  return {
    issuer: server.issuer.url,
    signInAs(next: GoogleIdentity) {
      identity = next;
    },
    /** Changes the next ID token's claims after the identity is applied (wrong audience, nonce, expiry…). */
    tamperNextIdToken(change: (payload: MutableToken['payload']) => void) {
      tamper = change;
    },
    /** The person presses Cancel on the consent screen. */
    denyNext() {
      server.service.once('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri) => {
        url.searchParams.delete('code');
        url.searchParams.set('error', 'access_denied');
      });
    },
    failNextTokenExchange() {
      server.service.once('beforeResponse', (response: MutableResponse) => {
        response.statusCode = 400;
        response.body = { error: 'invalid_grant' };
      });
    },
    close: () => server.stop(),
  };
}

export type FacebookProfile = { id: string; name?: string; email?: string };

/** A Facebook Login look-alike: dialog → code, code + secret + PKCE verifier → token, token + appsecret_proof → profile. */
export async function startMockFacebook(app: { appId: string; appSecret: string }) {
  const codes = new Map<string, { redirectUri: string; challenge: string; profile: FacebookProfile }>();
  const tokens = new Map<string, FacebookProfile>();
  let profile: FacebookProfile = { id: '1000' };
  let deny = false;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const oauthError = (res: http.ServerResponse, message: string) => send(res, 400, { error: { message, type: 'OAuthException', code: 100 } });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://facebook.test');
      const form = new URLSearchParams(raw);
      const param = (name: string) => url.searchParams.get(name) ?? form.get(name) ?? '';

      if (req.method === 'GET' && url.pathname === '/dialog/oauth') {
        if (param('client_id') !== app.appId) return oauthError(res, 'Invalid app ID');
        if (param('code_challenge_method') !== 'S256' || !param('code_challenge')) return oauthError(res, 'PKCE S256 expected');
        const back = new URL(param('redirect_uri'));
        if (deny) {
          deny = false;
          for (const [k, v] of Object.entries({ error: 'access_denied', error_code: '200', error_description: 'Permissions error', error_reason: 'user_denied' })) {
            back.searchParams.set(k, v);
          }
        } else {
          const code = randomBytes(16).toString('hex');
          codes.set(code, { redirectUri: param('redirect_uri'), challenge: param('code_challenge'), profile });
          back.searchParams.set('code', code);
        }
        back.searchParams.set('state', param('state'));
        back.hash = '_=_'; // Facebook appends this fragment; browsers never send it to the server.
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }

      if (url.pathname === '/oauth/access_token') {
        const pending = codes.get(param('code'));
        codes.delete(param('code'));
        if (param('client_id') !== app.appId || param('client_secret') !== app.appSecret) return oauthError(res, 'Error validating client secret.');
        if (!pending) return oauthError(res, 'This authorization code has been used.');
        if (pending.redirectUri !== param('redirect_uri')) return oauthError(res, 'redirect_uri is not identical');
        if (createHash('sha256').update(param('code_verifier')).digest('base64url') !== pending.challenge) return oauthError(res, 'Invalid code verifier');
        const token = randomBytes(24).toString('hex');
        tokens.set(token, pending.profile);
        return send(res, 200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
      }

      if (req.method === 'GET' && url.pathname === '/me') {
        const token = req.headers.authorization?.replace(/^Bearer /, '') ?? param('access_token');
        const person = tokens.get(token);
        if (!person) return send(res, 401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
        if (param('appsecret_proof') !== createHmac('sha256', app.appSecret).update(token).digest('hex')) {
          return send(res, 400, { error: { message: 'Invalid appsecret_proof', type: 'GraphMethodException', code: 100 } });
        }
        const fields = param('fields').split(',');
        return send(res, 200, Object.fromEntries(Object.entries(person).filter(([k]) => fields.includes(k))));
      }
      send(res, 404, { error: { message: 'Unknown path' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    env: {
      FACEBOOK_APP_ID: app.appId,
      FACEBOOK_APP_SECRET: app.appSecret,
      FACEBOOK_AUTH_URL: `${base}/dialog/oauth`,
      FACEBOOK_TOKEN_URL: `${base}/oauth/access_token`,
      FACEBOOK_USERINFO_URL: `${base}/me?fields=id,name,email`,
    },
    signInAs(next: FacebookProfile) {
      profile = next;
    },
    denyNext() {
      deny = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
