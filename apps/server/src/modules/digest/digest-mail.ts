import { findingNumbers, type DayRange, type Language } from '@suara/domain';
import type { Mail } from '../../plugins/mailer.ts';
import { escapeHtml, linkButton } from '../accounts/account-mail.ts';

/** A review a digest lists: its ticket, its 'me too's, the start of the rider's words and its link. */
export type DigestReview = { ticketNumber: number; meTooCount: number; excerpt: string; link: string };

/** What one week's digest says, for a team (its operator) or for administrators (the platform). */
export type DigestContent = {
  /** The operator's name, or null for the platform-wide digest. */
  operator: string | null;
  week: DayRange;
  reviews: { now: number; before: number };
  mean: { now: number | null; before: number | null };
  answered: { responded: number; rate: number | null } | null;
  findings: string[];
  topMeToo: DigestReview[];
  waiting: { total: number; items: DigestReview[] };
  /** The team's inbox, or the administrators' dashboard. */
  actionLink: string;
};

const COPY = {
  en: {
    subject: (who: string, range: string) => `${who}: your week on Suara Transit (${range})`,
    platform: 'All operators',
    reviews: (now: string, before: string) => `Reviews: ${now} (the week before: ${before})`,
    mean: (now: string, before: string) => `Average feeling, -3 to +3: ${now} (the week before: ${before})`,
    answered: (responded: string, rate: string) => `Reviews your team answered: ${responded} (${rate})`,
    findings: 'What stands out (recommendations)',
    noFindings: 'Nothing stands out in the latest weeks, or there are not yet enough reviews to tell.',
    topMeToo: "Open reviews most riders said 'me too' to",
    meToos: (n: string) => `${n} me too`,
    waiting: (n: string) => `Forwarded and unanswered for more than 7 days: ${n}`,
    none: 'None.',
    action: (platform: boolean) => (platform ? 'Open the dashboard' : 'Open the inbox'),
    unsubscribe: 'You get this digest as a member of an operator team or an administrator. To stop it:',
    noValue: '—',
  },
  ms: {
    subject: (who: string, range: string) => `${who}: minggu anda di Suara Transit (${range})`,
    platform: 'Semua pengendali',
    reviews: (now: string, before: string) => `Ulasan: ${now} (minggu sebelumnya: ${before})`,
    mean: (now: string, before: string) => `Purata perasaan, -3 hingga +3: ${now} (minggu sebelumnya: ${before})`,
    answered: (responded: string, rate: string) => `Ulasan yang dijawab pasukan anda: ${responded} (${rate})`,
    findings: 'Perkara yang menonjol (cadangan)',
    noFindings: 'Tiada yang menonjol dalam minggu-minggu terakhir, atau belum cukup ulasan untuk menilai.',
    topMeToo: "Ulasan terbuka dengan paling banyak 'saya juga'",
    meToos: (n: string) => `${n} saya juga`,
    waiting: (n: string) => `Dimajukan dan belum dijawab lebih daripada 7 hari: ${n}`,
    none: 'Tiada.',
    action: (platform: boolean) => (platform ? 'Buka papan pemuka' : 'Buka peti masuk'),
    unsubscribe: 'Anda menerima ringkasan ini sebagai ahli pasukan pengendali atau pentadbir. Untuk menghentikannya:',
    noValue: '—',
  },
} as const;

const LOCALES: Record<Language, string> = { en: 'en-MY', ms: 'ms-MY' };

/**
 * The weekly digest's e-mail in the reader's language, plain text and HTML: the week's numbers
 * against the week before, the findings, the most 'me too'-ed open reviews, the reviews waiting for
 * an answer, a link into the inbox, and the reader's own unsubscribe link.
 */
export function digestMail(content: DigestContent, reader: { email: string; language: Language }, unsubscribeLink: string): Mail {
  const c = COPY[reader.language];
  const format = findingNumbers(reader.language);
  const day = new Intl.DateTimeFormat(LOCALES[reader.language], { day: 'numeric', month: 'short', timeZone: 'UTC' });
  // An ASCII hyphen: the subject stays plain ASCII in every mail program's list.
  const range = [content.week.from, content.week.to].map((d) => day.format(new Date(`${d}T00:00:00Z`))).join(' - ');
  const score = (mean: number | null) => (mean === null ? c.noValue : format.score(mean));
  const subject = c.subject(content.operator ?? c.platform, range);

  const numbers = [
    c.reviews(format.number(content.reviews.now), format.number(content.reviews.before)),
    c.mean(score(content.mean.now), score(content.mean.before)),
    ...(content.answered ? [c.answered(format.number(content.answered.responded), content.answered.rate === null ? c.noValue : format.percent(content.answered.rate))] : []),
  ];
  const line = (review: DigestReview) => `#${review.ticketNumber} · ${c.meToos(format.number(review.meTooCount))} · ${review.excerpt}`;
  const sections: { title: string; items: { text: string; link?: string }[]; empty: string }[] = [
    { title: c.findings, items: content.findings.map((text) => ({ text })), empty: c.noFindings },
    { title: c.topMeToo, items: content.topMeToo.map((review) => ({ text: line(review), link: review.link })), empty: c.none },
    { title: c.waiting(format.number(content.waiting.total)), items: content.waiting.items.map((review) => ({ text: `#${review.ticketNumber} · ${review.excerpt}`, link: review.link })), empty: c.none },
  ];

  const text = [
    subject,
    '',
    ...numbers,
    ...sections.flatMap((section) => ['', section.title, ...(section.items.length ? section.items.map((item) => `- ${item.text}${item.link ? `\n  ${item.link}` : ''}`) : [section.empty])]),
    '',
    `${c.action(content.operator === null)}: ${content.actionLink}`,
    '',
    `${c.unsubscribe} ${unsubscribeLink}`,
    '',
    '— Suara Transit',
    '',
  ].join('\n');

  const item = (entry: { text: string; link?: string }) => `<li>${entry.link ? `<a href="${escapeHtml(entry.link)}">${escapeHtml(entry.text)}</a>` : escapeHtml(entry.text)}</li>`;
  const html =
    `<!doctype html><html lang="${reader.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">` +
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>` +
    `<ul>${numbers.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>` +
    sections
      .map((section) => `<h2 style="font-size:16px">${escapeHtml(section.title)}</h2>` + (section.items.length ? `<ul>${section.items.map(item).join('')}</ul>` : `<p>${escapeHtml(section.empty)}</p>`))
      .join('') +
    `<p>${linkButton(content.actionLink, c.action(content.operator === null))}</p>` +
    `<p style="font-size:14px">${escapeHtml(c.unsubscribe)} <a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(unsubscribeLink)}</a></p><p>— Suara Transit</p></body></html>`;
  return { to: reader.email, subject, text, html };
}
