import type { Mail } from '../../plugins/mailer.ts';
import { escapeHtml, linkButton } from '../accounts/account-mail.ts';

type Invitation = { to: string; inviter: string; operator: string; role: 'manager' | 'agent'; link: string; days: number };

// The invitee may have no account yet, so no language of theirs is known: English, then Malay.
const copy = ({ inviter, operator, role, days }: Invitation) => ({
  en: {
    lead: `${inviter} invites you to join the ${operator} team on Suara Transit as ${role === 'manager' ? 'a manager' : 'an agent'}: read what riders say about ${operator} and answer them in public.`,
    action: 'Join the team',
    expiry: `Sign up or sign in with this e-mail address, then accept. The link works once and expires in ${days} days.`,
  },
  ms: {
    lead: `${inviter} menjemput anda menyertai pasukan ${operator} di Suara Transit sebagai ${role === 'manager' ? 'pengurus' : 'ejen'}: baca apa yang dikatakan penumpang tentang ${operator} dan jawab mereka secara terbuka.`,
    action: 'Sertai pasukan',
    expiry: `Daftar atau log masuk dengan alamat e-mel ini, kemudian terima. Pautan ini boleh digunakan sekali dan tamat tempoh dalam ${days} hari.`,
  },
});

/** 'Join the {operator} team on Suara Transit', in both languages, plain text and HTML. */
export function teamInvitationMail(invitation: Invitation): Mail {
  const { en, ms } = copy(invitation);
  const { link } = invitation;
  const text = `${en.lead}\n\n${link}\n\n${en.expiry}\n\n—\n\n${ms.lead}\n\n${ms.expiry}\n\n— Suara Transit\n`;
  const part = (c: typeof en, lang: string) =>
    `<div lang="${lang}"><p>${escapeHtml(c.lead)}</p><p>${linkButton(link, c.action)}</p><p style="font-size:14px">${escapeHtml(c.expiry)}</p></div>`;
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">${part(en, 'en')}<hr>${part(ms, 'ms')}<p style="font-size:14px">${escapeHtml(link)}</p><p>— Suara Transit</p></body></html>`;
  return { to: invitation.to, subject: `Join the ${invitation.operator} team on Suara Transit / Sertai pasukan ${invitation.operator}`, text, html };
}
