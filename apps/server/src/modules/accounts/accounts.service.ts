import { messageText, type Language, type MessageCode, type SignupBody } from '@suara/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import { passwordResetMail, verificationMail } from './account-mail.ts';
import { accountLimits } from './accounts.limits.ts';
import * as repo from './accounts.repository.ts';
import type { UserRow } from './accounts.repository.ts';
import { createSigninThrottle } from './signin-throttle.ts';

const HOUR = 3_600_000;
export const VERIFY_LINK_TTL_MS = 48 * HOUR;
export const RESET_LINK_TTL_MS = HOUR;
const DAY = 24 * HOUR;

export type AccountsDeps = {
  db: Database;
  config: Config;
  limiter: RateLimiter;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** The password check, replaceable so a test can see which hashes sign-in checks. */
  verify?: typeof verifyPassword;
};
export type ClientInfo = { ip: string; userAgent?: string };

const fail = (status: number, code: string, messageCode: MessageCode, field?: string) =>
  new AppError(status, code, messageText(messageCode, 'en'), field ? { [field]: messageCode } : undefined);

export function createAccountsService({ db, config, limiter, mailer, log, now = () => new Date(), verify = verifyPassword }: AccountsDeps) {
  const limits = accountLimits(config.rateLimitMultiplier);
  const throttle = createSigninThrottle(limiter, limits);
  void dummyPasswordHash(); // made now, so the first unknown identifier does not pay for it
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

  /** Mails a reset link if the account exists and has not had too many this hour; silent either way. */
  async function sendResetLink(identifier: string) {
    const user = await repo.findUserByIdentifier(db, identifier);
    if (!user) return;
    const sent = await limiter.store.hit(`reset:user:${user.id}`, limits.resetPerAccount.windowMs);
    if (sent.count <= limits.resetPerAccount.max) await sendLink(user, 'reset');
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

    /** Step 1 of sign-in: only the identifier's form is checked, so every identifier moves on alike. */
    async validateIdentifier(client: ClientInfo) {
      await limiter.consume(`validate:ip:${client.ip}`, limits.validatePerAddress);
    },

    async checkUsername(username: string, client: ClientInfo) {
      await limiter.consume(`check-username:ip:${client.ip}`, limits.checkUsernamePerAddress);
      if (await repo.usernameTaken(db, username)) throw fail(409, 'username_taken', 'usernameTaken', 'username');
    },

    /**
     * An unknown identifier, an account without a password (social sign-in only) and a wrong
     * password fail alike, after one argon2 check each: the dummy hash stands in for a missing one.
     */
    async signin(identifier: string, password: string, client: ClientInfo) {
      await limiter.consume(`signin:ip:${client.ip}`, limits.signinPerAddress);
      await throttle.check(identifier, client.ip);
      const user = await repo.findUserByIdentifier(db, identifier);
      const matches = await verify(user?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!user?.passwordHash || !matches) {
        await throttle.recordFailure(identifier, client.ip);
        throw fail(401, 'invalid_credentials', 'invalidCredentials', 'password');
      }
      await throttle.forgive([identifier], client.ip);
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

    async verifyEmail(code: string, client: ClientInfo) {
      await limiter.consume(`verify-email:ip:${client.ip}`, limits.verifyEmailPerAddress);
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

    /**
     * Answers alike whether or not the account exists: the lookup and the mail happen after the
     * answer, so neither its content nor its time tells.
     */
    async requestPasswordReset(identifier: string, client: ClientInfo) {
      await limiter.consume(`reset:ip:${client.ip}`, limits.resetPerAddress);
      sendResetLink(identifier).catch((error: unknown) => log.error({ err: error }, 'password reset link not sent'));
    },

    /**
     * A reset works once, within the hour, and signs the user out everywhere. The address it is
     * made from may try the account's names again at once.
     */
    async updatePassword(code: string, password: string, client: ClientInfo) {
      await limiter.consume(`update-password:ip:${client.ip}`, limits.updatePasswordPerAddress);
      const userId = await repo.consumeEmailToken(db, 'reset', hashToken(code), now());
      if (!userId) throw fail(400, 'reset_link_invalid', 'resetLinkInvalid');
      const user = await repo.updateUser(db, userId, { passwordHash: await hashPassword(password) });
      await repo.deleteUserSessions(db, userId);
      await throttle.forgive([user.username, user.email].filter((name) => name !== null), client.ip);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
