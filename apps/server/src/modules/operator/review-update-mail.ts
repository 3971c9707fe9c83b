import { REVIEW_STATUS_NAMES, type Language, type ReviewStatusKey } from '@suara/domain';
import type { Mail } from '../../plugins/mailer.ts';
import { escapeHtml, linkButton } from '../accounts/account-mail.ts';

/** What happened to the rider's review: the operator answered it, or moved its status. */
export type ReviewUpdate =
  | { kind: 'response'; operator: string; body: string }
  | { kind: 'status'; status: ReviewStatusKey; note: string | null };

type Letter = { to: string; language: Language; ticketNumber: number; reviewLink: string; settingsLink: string; update: ReviewUpdate };

const copy = {
  en: {
    responseSubject: (operator: string, ticket: number) => `${operator} responded to your review #${ticket}`,
    statusSubject: (status: string, ticket: number) => `Your review #${ticket} is now ${status}`,
    open: 'Open your review',
    settings: 'You get these e-mails because you chose to in your settings. To stop them:',
  },
  ms: {
    responseSubject: (operator: string, ticket: number) => `${operator} telah menjawab ulasan anda #${ticket}`,
    statusSubject: (status: string, ticket: number) => `Ulasan anda #${ticket} kini ${status}`,
    open: 'Buka ulasan anda',
    settings: 'Anda menerima e-mel ini kerana memilihnya dalam tetapan anda. Untuk menghentikannya:',
  },
} as const;

/**
 * The e-mail twin of a rider's 'review.response' or 'review.status' notification, in their
 * language, plain text and HTML, with the way to stop such e-mails.
 */
export function reviewUpdateMail({ to, language, ticketNumber, reviewLink, settingsLink, update }: Letter): Mail {
  const c = copy[language];
  const subject =
    update.kind === 'response' ? c.responseSubject(update.operator, ticketNumber) : c.statusSubject(REVIEW_STATUS_NAMES[update.status][language], ticketNumber);
  const quote = update.kind === 'response' ? update.body : update.note;
  const text = `${subject}\n\n${quote ? `${quote}\n\n` : ''}${c.open}: ${reviewLink}\n\n${c.settings} ${settingsLink}\n\n— Suara Transit\n`;
  const html =
    `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">` +
    `<p><strong>${escapeHtml(subject)}</strong></p>` +
    (quote ? `<blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #ccc;white-space:pre-wrap">${escapeHtml(quote)}</blockquote>` : '') +
    `<p>${linkButton(reviewLink, c.open)}</p>` +
    `<p style="font-size:14px">${escapeHtml(c.settings)} <a href="${escapeHtml(settingsLink)}">${escapeHtml(settingsLink)}</a></p><p>— Suara Transit</p></body></html>`;
  return { to, subject, text, html };
}
