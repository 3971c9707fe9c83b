import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** `html` is optional: mail quoting what a user wrote goes as plain text only. */
export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

/**
 * SMTP when SMTP_URL is set. Otherwise the dev outbox: each mail is written to DATA_DIR/outbox as an
 * .eml file and its links are logged, so sign-up works on a fresh machine with no mail server.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: options.from, ...mail });
      fs.mkdirSync(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replaceAll(':', '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      fs.writeFileSync(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      options.log.info({ to: mail.to, subject: mail.subject, file, links }, 'mail written to the outbox (no SMTP_URL set)');
    },
    close: () => transport.close(),
  };
}
