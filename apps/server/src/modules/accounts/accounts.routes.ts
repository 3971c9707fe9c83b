import {
  ZCheckUsernameBody,
  ZForgotPasswordBody,
  ZSigninBody,
  ZSignupBody,
  ZUpdatePasswordBody,
  ZValidateIdentifierBody,
  ZVerifyEmailBody,
  identifierKind,
  messageText,
} from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientInfo, requireAuth } from '../../plugins/auth.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { ZMeUser, presentMe } from './accounts.presenter.ts';
import type { AccountsService } from './accounts.service.ts';

const tags = ['auth'];
const ZMessage = z.object({ message: z.string() });

export const accountRoutes =
  (accounts: AccountsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/auth/signup',
      { schema: { tags, body: ZSignupBody, response: { 201: z.object({ user: ZMeUser }) } } },
      async (request, reply) => {
        const user = await accounts.signup(request.body, clientInfo(request), requestLanguage(request));
        return reply.status(201).send({ user: presentMe(user) });
      },
    );

    app.post(
      '/api/auth/check-username',
      { schema: { tags, body: ZCheckUsernameBody, response: { 200: z.object({ available: z.literal(true) }) } } },
      async (request) => {
        await accounts.checkUsername(request.body.username, clientInfo(request));
        return { available: true as const };
      },
    );

    app.post(
      '/api/auth/validate',
      { schema: { tags, body: ZValidateIdentifierBody, response: { 200: z.object({ kind: z.enum(['email', 'username']) }) } } },
      async (request) => {
        await accounts.validateIdentifier(clientInfo(request));
        return { kind: identifierKind(request.body.identifier) };
      },
    );

    app.post(
      '/api/auth/signin',
      { schema: { tags, body: ZSigninBody, response: { 200: z.object({ token: z.string(), user: ZMeUser }) } } },
      async (request) => {
        const { user, token } = await accounts.signin(request.body.identifier, request.body.password, clientInfo(request));
        return { token, user: presentMe(user) };
      },
    );

    app.get(
      '/api/auth/me',
      { schema: { tags, security: [{ bearer: [] }], response: { 200: z.object({ user: ZMeUser }) } } },
      async (request) => ({ user: presentMe(requireAuth(request).user) }),
    );

    app.post('/api/auth/logout', { schema: { tags, security: [{ bearer: [] }] } }, async (request, reply) => {
      await accounts.logout(requireAuth(request).sessionId);
      return reply.status(204).send();
    });

    app.get(
      '/api/auth/sessions',
      {
        schema: {
          tags,
          security: [{ bearer: [] }],
          response: {
            200: z.object({
              items: z.array(
                z.object({
                  id: z.string(),
                  createdAt: z.date(),
                  lastSeenAt: z.date(),
                  ip: z.string().nullable(),
                  userAgent: z.string().nullable(),
                  current: z.boolean(),
                }),
              ),
            }),
          },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const sessions = await accounts.listSessions(auth.user.id);
        return { items: sessions.map((s) => ({ ...s, current: s.id === auth.sessionId })) };
      },
    );

    app.delete(
      '/api/auth/sessions/:id',
      { schema: { tags, security: [{ bearer: [] }], params: z.object({ id: z.uuid() }) } },
      async (request, reply) => {
        await accounts.revokeSession(requireAuth(request).user.id, request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/auth/verify-email',
      { schema: { tags, body: ZVerifyEmailBody, response: { 200: z.object({ verified: z.literal(true) }) } } },
      async (request) => {
        await accounts.verifyEmail(request.body.emailCode, clientInfo(request));
        return { verified: true as const };
      },
    );

    app.post(
      '/api/auth/resend-verification',
      { schema: { tags, security: [{ bearer: [] }], response: { 202: z.object({ sent: z.literal(true) }) } } },
      async (request, reply) => {
        await accounts.resendVerification(requireAuth(request).user);
        return reply.status(202).send({ sent: true as const });
      },
    );

    app.post(
      '/api/auth/reset-password',
      { schema: { tags, body: ZForgotPasswordBody, response: { 202: ZMessage } } },
      async (request, reply) => {
        await accounts.requestPasswordReset(request.body.identifier, clientInfo(request));
        return reply.status(202).send({ message: messageText('resetLinkSentIfAccount', requestLanguage(request)) });
      },
    );

    app.post(
      '/api/auth/update-password',
      { schema: { tags, body: ZUpdatePasswordBody, response: { 200: ZMessage } } },
      async (request) => {
        await accounts.updatePassword(request.body.code, request.body.password, clientInfo(request));
        return { message: messageText('passwordUpdated', requestLanguage(request)) };
      },
    );
  };
