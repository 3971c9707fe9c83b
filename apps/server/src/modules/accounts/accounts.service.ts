import { messageText, type Language, type MessageCode, type SignupBody } from '@suara/domain';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { tooMany, type RateLimiter } from '../../plugins/rate-limiter.ts';
import { passwordResetMail, verificationMail } from './account-mail.ts';
import { accountLimits } from './accounts.limits.ts';
import * as repo from './accounts.repository.ts';
import type { UserRow } from './accounts.repository.ts';

const HOUR = 3_600_000;
export const VERIFY_LINK_TTL_MS = 48 * HOUR;
export const RESET_LINK_TTL_MS = HOUR;
const DAY = 24 * HOUR;

export type AccountsDeps = { db: Database; config: Config; limiter: RateLimiter; mailer: Mailer; now?: () => Date };
export type ClientInfo = { ip: string; userAgent?: string };

const fail = (status: number, code: string, messageCode: MessageCode, field?: string) =>
  new AppError(status, code, messageText(messageCode, 'en'), field ? { [field]: messageCode } : undefined);

export function createAccountsService({ db, config, limiter, mailer, now = () => new Date() }: AccountsDeps) {
  const limits = accountLimits(config.rateLimitMultiplier);
  const sessionTtlMs = config.sessionTtlDays * DAY;

  async function issueSession(user: UserRow, client: ClientInfo) {
    const token = newToken();
    await repo.insertSession(db, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + sessionTtlMs),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300),
    });
    return token;
  }

  async function sendLink(user: UserRow, kind: 'verify' | 'reset') {
    if (!user.email) return;
    const token = newToken();
    const ttl = kind === 'verify' ? VERIFY_LINK_TTL_MS : RESET_LINK_TTL_MS;
    await repo.retireEmailTokens(db, user.id, kind, now());
    await repo.insertEmailToken(db, { userId: user.id, kind, tokenHash: hashToken(token), expiresAt: new Date(now().getTime() + ttl) });
    const path = kind === 'verify' ? 'verify-email' : 'reset-password';
    const link = { to: user.email, name: user.name, link: `${config.publicUrl}/${path}/${token}`, language: user.language as Language };
    await mailer.send(kind === 'verify' ? verificationMail(link) : passwordResetMail(link));
  }

  async function requireAccount(identifier: string) {
    const user = await repo.findUserByIdentifier(db, identifier);
    if (!user) throw fail(404, 'account_not_found', 'accountNotFound', 'identifier');
    return user;
  }

  return {
    issueSession,

    async signup(body: SignupBody, client: ClientInfo, language: Language) {
      await limiter.consume(`signup:ip:${client.ip}`, limits.signupPerAddress);
      if (await repo.usernameTaken(db, body.username)) throw fail(409, 'username_taken', 'usernameTaken', 'username');
      if (await repo.emailTaken(db, body.email)) throw fail(409, 'email_taken', 'emailTaken', 'email');
      let user: UserRow;
      try {
        user = await repo.insertUser(db, {
          name: body.name,
          username: body.username,
          email: body.email.toLowerCase(),
          phone: body.phone ?? null,
          passwordHash: await hashPassword(body.password),
          language,
        });
      } catch (error) {
        // Two sign-ups racing for the same name: the unique index decides, the loser gets the 409.
        const constraint = uniqueViolation(error);
        if (constraint === undefined) throw error;
        throw constraint.includes('email') ? fail(409, 'email_taken', 'emailTaken', 'email') : fail(409, 'username_taken', 'usernameTaken', 'username');
      }
      await sendLink(user, 'verify');
      return user;
    },

    async validateIdentifier(identifier: string, client: ClientInfo) {
      await limiter.consume(`validate:ip:${client.ip}`, limits.validatePerAddress);
      await requireAccount(identifier);
    },

    async checkUsername(username: string, client: ClientInfo) {
      await limiter.consume(`check-username:ip:${client.ip}`, limits.checkUsernamePerAddress);
      if (await repo.usernameTaken(db, username)) throw fail(409, 'username_taken', 'usernameTaken', 'username');
    },

    async signin(identifier: string, password: string, client: ClientInfo) {
      await limiter.consume(`signin:ip:${client.ip}`, limits.signinPerAddress);
      const user = await repo.findUserByIdentifier(db, identifier);
      if (!user) throw fail(401, 'invalid_credentials', 'invalidCredentials', 'password');

      const lockKey = `signin-lock:user:${user.id}`;
      const lock = await limiter.store.peek(lockKey);
      if (lock.count > 0) throw lockedError(lock.resetInMs);

      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
        const failures = await limiter.store.hit(`signin-fail:user:${user.id}`, limits.lockout.windowMs);
        if (failures.count >= limits.lockout.max) {
          await limiter.store.hit(lockKey, limits.lockout.windowMs);
          await limiter.store.clear(`signin-fail:user:${user.id}`);
          throw lockedError(limits.lockout.windowMs);
        }
        throw fail(401, 'invalid_credentials', 'invalidCredentials', 'password');
      }
      await limiter.store.clear(`signin-fail:user:${user.id}`);
      return { user, token: await issueSession(user, client) };
    },

    /** The signed-in user behind a bearer token; extends the session (sliding expiry) at most once a day. */
    async authenticate(token: string) {
      const found = await repo.findLiveSession(db, hashToken(token), now());
      if (!found) return null;
      const remaining = found.session.expiresAt.getTime() - now().getTime();
      if (sessionTtlMs - remaining > DAY) {
        await repo.extendSession(db, found.session.id, now(), new Date(now().getTime() + sessionTtlMs));
      }
      return { sessionId: found.session.id, user: found.user };
    },

    logout: (sessionId: string) => repo.deleteSession(db, sessionId),

    listSessions: (userId: string) => repo.listUserSessions(db, userId, now()),

    /** Signs one of the user's own devices out; another user's session id is simply not found. */
    async revokeSession(userId: string, sessionId: string) {
      if (!(await repo.deleteOwnSession(db, userId, sessionId))) throw new AppError(404, 'not_found', 'No such session.');
    },

    async verifyEmail(code: string) {
      const userId = await repo.consumeEmailToken(db, 'verify', hashToken(code), now());
      if (!userId) throw fail(400, 'verification_link_invalid', 'verifyFailed');
      const user = await repo.findUserById(db, userId);
      if (user && !user.emailVerifiedAt) await repo.updateUser(db, userId, { emailVerifiedAt: now() });
    },

    async resendVerification(user: UserRow) {
      if (user.emailVerifiedAt) throw new AppError(409, 'already_verified', 'Your e-mail address is already verified.');
      await limiter.consume(`resend:user:${user.id}`, limits.resendPerAccount);
      await sendLink(user, 'verify');
    },

    async requestPasswordReset(identifier: string, client: ClientInfo) {
      await limiter.consume(`reset:ip:${client.ip}`, limits.resetPerAddress);
      const user = await requireAccount(identifier);
      await limiter.consume(`reset:user:${user.id}`, limits.resetPerAccount);
      await sendLink(user, 'reset');
    },

    /** A reset works once, within the hour, and signs the user out everywhere. */
    async updatePassword(code: string, password: string) {
      const userId = await repo.consumeEmailToken(db, 'reset', hashToken(code), now());
      if (!userId) throw fail(400, 'reset_link_invalid', 'resetLinkInvalid');
      await repo.updateUser(db, userId, { passwordHash: await hashPassword(password) });
      await repo.deleteUserSessions(db, userId);
      await limiter.store.clear(`signin-lock:user:${userId}`);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

const lockedError = (resetInMs: number) =>
  tooMany(
    'account_locked',
    'Too many wrong passwords: password sign-in for this account is locked for 15 minutes. You can reset your password instead.',
    resetInMs,
  );
