import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { ProviderError, formPost, providerJson, type ProviderClient } from './oauth.provider.ts';

export type FacebookSettings = { appId: string; appSecret: string; authUrl: string; tokenUrl: string; userInfoUrl: string };

const ZTokenResponse = z.object({ access_token: z.string().min(1) });
const ZMe = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  name: z.string().optional(),
  email: z.string().optional(),
});

/**
 * Facebook Login (plain OAuth 2.0, no ID token): the code is exchanged with the app secret and the PKCE
 * verifier, then the Graph API's `me` gives id, name and e-mail. Facebook only returns an e-mail the
 * person has confirmed, so it counts as verified.
 */
export function createFacebookClient(settings: FacebookSettings): ProviderClient {
  return {
    async authorizationUrl({ redirectUri, state, codeChallenge }) {
      const url = new URL(settings.authUrl);
      for (const [key, value] of Object.entries({
        client_id: settings.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'email',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      })) {
        url.searchParams.set(key, value);
      }
      return url.toString();
    },

    async exchangeCode({ redirectUri, code, codeVerifier }) {
      const body = await providerJson(
        'Facebook token endpoint',
        settings.tokenUrl,
        formPost({
          grant_type: 'authorization_code',
          client_id: settings.appId,
          client_secret: settings.appSecret,
          redirect_uri: redirectUri,
          code,
          code_verifier: codeVerifier,
        }),
      );
      const tokens = ZTokenResponse.safeParse(body);
      if (!tokens.success) throw new ProviderError('Facebook token endpoint: no access token in the answer');
      const accessToken = tokens.data.access_token;

      // appsecret_proof: the Graph API can require that calls prove they come from the app's server.
      const url = new URL(settings.userInfoUrl);
      url.searchParams.set('appsecret_proof', createHmac('sha256', settings.appSecret).update(accessToken).digest('hex'));
      const me = ZMe.safeParse(await providerJson('Facebook user info', url.toString(), { headers: { authorization: `Bearer ${accessToken}` } }));
      if (!me.success) throw new ProviderError('Facebook user info: no id in the answer');
      const email = me.data.email?.trim() || null;
      return { subject: me.data.id, email, emailVerified: email !== null, name: me.data.name?.trim() || null, picture: null };
    },
  };
}
