import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { AccountsService } from '../modules/accounts/accounts.service.ts';
import type { UserRow } from '../modules/accounts/accounts.repository.ts';

export type Auth = { sessionId: string; user: UserRow };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and session, or null for a visitor (or an unknown, expired or revoked token). */
    auth: Auth | null;
  }
}

/** Reads `Authorization: Bearer <token>` on API calls; pages and assets never touch the database. */
export function registerAuth(app: FastifyInstance, accounts: AccountsService) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ') || !request.url.startsWith('/api/')) return;
    request.auth = await accounts.authenticate(header.slice('Bearer '.length).trim());
  });
}

export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new AppError(401, 'unauthenticated', 'Please sign in to continue.');
  return request.auth;
}

/** Every /api/admin route: 401 for a visitor, 403 for a signed-in user who is not an administrator. */
export function requireAdmin(request: FastifyRequest): Auth {
  const auth = requireAuth(request);
  if (!auth.user.isAdmin) throw new AppError(403, 'forbidden', 'Only administrators can do this.');
  return auth;
}

/** A route's onRequest hook for signed-in routes: 401 before the body is read or validated. */
export const signedIn = async (request: FastifyRequest) => {
  requireAuth(request);
};

/** A route's onRequest hook for administrators' routes: 401 / 403 before the body is read. */
export const adminOnly = async (request: FastifyRequest) => {
  requireAdmin(request);
};

export function clientInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
