import type { Language } from '@suara/domain';
import type { Mail } from '../../plugins/mailer.ts';

type Link = { to: string; name: string; link: string; language: Language };

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const COPY = {
  verify: {
    en: {
      subject: 'Verify your e-mail address for Suara Transit',
      lead: 'Welcome to Suara Transit! Please confirm that this is your e-mail address:',
      action: 'Verify my e-mail',
      expiry: 'The link works once and expires in 48 hours.',
    },
    ms: {
      subject: 'Sahkan alamat e-mel anda untuk Suara Transit',
      lead: 'Selamat datang ke Suara Transit! Sila sahkan bahawa ini alamat e-mel anda:',
      action: 'Sahkan e-mel saya',
      expiry: 'Pautan ini boleh digunakan sekali dan tamat tempoh dalam 48 jam.',
    },
  },
  reset: {
    en: {
      subject: 'Reset your Suara Transit password',
      lead: 'We received a request to reset your password. Choose a new one here:',
      action: 'Reset my password',
      expiry: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail.',
    },
    ms: {
      subject: 'Tetapkan semula kata laluan Suara Transit anda',
      lead: 'Kami menerima permintaan untuk menetapkan semula kata laluan anda. Pilih kata laluan baharu di sini:',
      action: 'Tetapkan semula kata laluan',
      expiry: 'Pautan ini boleh digunakan sekali dan tamat tempoh dalam 1 jam. Jika anda tidak memintanya, abaikan e-mel ini.',
    },
  },
} as const;

const GREETING = { en: 'Hi', ms: 'Hai' } as const;

/** The mail's one call to action, a link styled as a button (mail programs drop stylesheets). */
export const linkButton = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="background:#0b6e66;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a>`;

function render(kind: keyof typeof COPY, { to, name, link, language }: Link): Mail {
  const copy = COPY[kind][language];
  const greeting = `${GREETING[language]} ${name},`;
  const text = `${greeting}\n\n${copy.lead}\n\n${link}\n\n${copy.expiry}\n\n— Suara Transit\n`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(copy.lead)}</p>
<p>${linkButton(link, copy.action)}</p>
<p style="font-size:14px">${escapeHtml(link)}</p><p style="font-size:14px">${escapeHtml(copy.expiry)}</p><p>— Suara Transit</p></body></html>`;
  return { to, subject: copy.subject, text, html };
}

export const verificationMail = (link: Link) => render('verify', link);
export const passwordResetMail = (link: Link) => render('reset', link);
