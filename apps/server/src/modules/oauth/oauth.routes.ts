import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { clientInfo } from '../../plugins/auth.ts';
import { ZMeUser, presentMe } from '../accounts/accounts.presenter.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { ProviderError, PROVIDERS, type ProviderName } from './oauth.provider.ts';
import { STATE_TTL_MS, SocialLoginFailure, createOAuthService, type SocialLoginReason } from './oauth.service.ts';
import { memoryOneTimeStore, redisOneTimeStore } from './oauth.store.ts';

const tags = ['auth'];

// A malformed parameter (say, a repeated `state`) is treated as missing: the browser still gets a redirect.
const queryText = z.string().max(4096).optional().catch(undefined);
const ZCallbackQuery = z.object({ code: queryText, state: queryText, error: queryText });
const ZVerificationBody = z.object({ code: z.string().min(1).max(200) });

/** The cookie that ties a flow to the browser that started it; scoped to this provider's routes. */
const cookieName = (provider: ProviderName) => `suara_oauth_${provider}`;

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || undefined;
  }
  return undefined;
}

export const oauthRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const store = deps.redis ? redisOneTimeStore(deps.redis, 'oauth:') : memoryOneTimeStore();
    app.addHook('onClose', async () => store.close());
    const oauth = createOAuthService({ ...deps, store });
    const secure = deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';

    const setBinding = (reply: FastifyReply, provider: ProviderName, value: string, maxAgeSeconds: number) =>
      reply.header(
        'set-cookie',
        `${cookieName(provider)}=${value}; Path=/api/auth/${provider}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`,
      );

    /**
     * Failures of a browser navigation end on the sign-in page with a reason, never a 500. A service
     * that is briefly away (Redis) is the exception: 503 with Retry-After, which a load balancer and a
     * monitor understand, rather than a redirect that says the sign-in failed.
     */
    const toSignin = (request: FastifyRequest, reply: FastifyReply, provider: ProviderName, error: unknown) => {
      if (error instanceof AppError && error.status === 503) throw error;
      let reason: SocialLoginReason = 'social_login_failed';
      if (error instanceof SocialLoginFailure) {
        reason = error.reason;
        request.log.warn({ provider, reason, why: error.message, detail: error.detail }, 'social sign-in refused');
      } else if (error instanceof ProviderError) {
        request.log.warn({ provider, why: error.message, detail: error.detail }, 'social sign-in: provider failed');
      } else if (error instanceof AppError && error.status === 429) {
        reason = 'rate_limited';
      } else {
        request.log.error({ provider, err: error }, 'social sign-in: unexpected error');
      }
      return reply.header('cache-control', 'no-store').redirect(`/signin?error=${reason}`, 302);
    };

    app.get(
      '/api/auth/providers',
      { schema: { tags, summary: 'Social sign-in providers this server offers', response: { 200: z.object({ google: z.boolean(), facebook: z.boolean() }) } } },
      async () => oauth.configured(),
    );

    for (const provider of PROVIDERS) {
      app.get(
        `/api/auth/${provider}`,
        { schema: { tags, summary: `Start sign-in with ${provider} (302 to the provider)` } },
        async (request, reply) => {
          oauth.requireConfigured(provider);
          try {
            const { url, binding } = await oauth.start(provider, clientInfo(request));
            setBinding(reply, provider, binding, STATE_TTL_MS / 1000);
            return reply.header('cache-control', 'no-store').redirect(url, 302);
          } catch (error) {
            return toSignin(request, reply, provider, error);
          }
        },
      );

      app.get(
        `/api/auth/${provider}/callback`,
        { schema: { tags, summary: `Where ${provider} sends the browser back (302 to the web app)`, querystring: ZCallbackQuery } },
        async (request, reply) => {
          try {
            const code = await oauth.complete(provider, request.query, readCookie(request, cookieName(provider)), requestLanguage(request));
            return reply.header('cache-control', 'no-store').redirect(`/social-login-redirect/${provider}/${code}`, 302);
          } catch (error) {
            return toSignin(request, reply, provider, error);
          }
        },
      );

      app.post(
        `/api/auth/${provider}/verification`,
        {
          schema: {
            tags,
            summary: `Exchange the one-time code from /social-login-redirect/${provider}/{code} for a session`,
            body: ZVerificationBody,
            response: { 200: z.object({ token: z.string(), user: ZMeUser }) },
          },
        },
        async (request, reply) => {
          const { user, token } = await oauth.verify(provider, request.body.code, readCookie(request, cookieName(provider)), clientInfo(request));
          setBinding(reply, provider, '', 0);
          return { token, user: presentMe(user) };
        },
      );
    }
  };
