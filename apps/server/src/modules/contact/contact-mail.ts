import type { ContactBody } from '@suara/domain';
import type { Mail } from '../../plugins/mailer.ts';

export type ContactMailInput = ContactBody & { to: string[]; receivedAt: Date; sender: { username: string } | null };

const KL_TIME = new Intl.DateTimeFormat('en-MY', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kuala_Lumpur' });

/** Line breaks or tabs in a name must not reach a header line. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The administrators' copy of a contact message. Plain text only: what the sender wrote is never
 * rendered as HTML. Replying answers the sender (Reply-To), not our own address.
 */
export function contactMail({ to, firstName, lastName, email, message, receivedAt, sender }: ContactMailInput): Mail {
  const name = oneLine(`${firstName} ${lastName}`);
  const account = sender ? `Signed in as @${sender.username}` : 'Not signed in';
  const text = [
    'A message from the Contact Us form of Suara Transit.',
    '',
    `From: ${name} <${email}>`,
    account,
    `Received: ${KL_TIME.format(receivedAt)} (Malaysia time)`,
    '',
    '--- Message ---',
    message,
    '---',
    '',
    `Reply to this e-mail to answer ${oneLine(firstName)}.`,
    '',
  ].join('\n');
  return { to: to.join(', '), replyTo: email, subject: `Contact Us: a message from ${name}`, text };
}
