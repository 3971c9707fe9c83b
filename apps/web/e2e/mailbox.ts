import { expect } from '@playwright/test';

export type Mail = { to: string[]; subject: string; text: string; raw: string; links: string[] };

const mailApi = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}`;

/** The newest mail to `to` whose subject matches, waiting for it to arrive. */
export async function readMail(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${mailApi}/mails?to=${encodeURIComponent(to)}`)).json()) as Mail[];
        found = mails.findLast((m) => subject.test(m.subject));
        return Boolean(found);
      },
      { message: `a mail to ${to} matching ${subject}`, timeout: 30_000 },
    )
    .toBe(true);
  return { ...found!, links: found!.links.map((link) => new URL(link).pathname) as string[] };
}
