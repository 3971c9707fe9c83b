import type { ContactBody } from '@suara/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { UserRow } from '../accounts/accounts.repository.ts';
import { contactMail } from './contact-mail.ts';
import { contactLimits } from './contact.limits.ts';
import * as repo from './contact.repository.ts';

export type ContactDeps = { db: Database; config: Config; limiter: RateLimiter; mailer: Mailer; log: FastifyBaseLogger };

export function createContactService({ db, config, limiter, mailer, log }: ContactDeps) {
  const limits = contactLimits(config.rateLimitMultiplier);

  /** Mail is a courtesy on top of the stored row: a failure is logged, never the sender's problem. */
  async function notifyAdmins(input: Omit<Parameters<typeof contactMail>[0], 'to'>, messageId: string) {
    try {
      const to = await repo.adminRecipients(db);
      if (to.length === 0) {
        log.warn({ messageId }, 'contact message stored, but no administrator has a verified e-mail to send it to');
        return;
      }
      await mailer.send(contactMail({ ...input, to }));
    } catch (error) {
      log.error({ err: error, messageId }, 'contact message stored, but mailing it to the administrators failed');
    }
  }

  return {
    /**
     * POST /api/contact: stores the message (with the sender's account when signed in), then mails
     * it to the administrators in the background. Answers once the message is stored.
     */
    async send(body: ContactBody, client: { ip: string }, user: UserRow | null) {
      await limiter.consume(`contact:ip:${client.ip}`, limits.perAddress);
      await limiter.consume(`contact:email:${body.email}`, limits.perEmail);
      const row = await repo.insertContactMessage(db, { ...body, userId: user?.id ?? null });
      // Not awaited: a slow mail server must not keep the sender waiting; notifyAdmins never throws.
      void notifyAdmins({ ...body, receivedAt: row.createdAt, sender: user ? { username: user.username } : null }, row.id);
      return { id: row.id };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
