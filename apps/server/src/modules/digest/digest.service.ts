import {
  DIGEST_STALE_DAYS,
  DIGEST_STALE_LIMIT,
  DIGEST_TOP_ME_TOO,
  digestWeeks,
  findingSentence,
  type DayRange,
  type Finding,
  type Language,
} from '@suara/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { ChangeWatch } from '../../db/change-watch.ts';
import { notFound } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { createInsightsService } from '../insights/insights.service.ts';
import { digestMail, type DigestContent } from './digest-mail.ts';
import * as repo from './digest.repository.ts';

export type DigestDeps = { db: Database; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger; now?: () => Date };
export type DigestRun = { week: DayRange; sent: number };

const DAY_MS = 86_400_000;
/** The digest reads each week once: nothing of it is worth keeping between runs. */
const unkept: ChangeWatch = { version: () => null, close: async () => {} };
const languageOf = (language: string): Language => (language === 'ms' ? 'ms' : 'en');

/**
 * The weekly digest (issue #18, section 4): each operator team's members get their operator's week,
 * administrators the platform's. Every reader is claimed (digest_sends) before being mailed, so
 * several processes, or a retry after a failure, never mail anyone twice; a failed send gives the
 * unsent claims back and fails the run, for the scheduler to retry.
 */
export function createDigestService({ db, mailer, publicUrl, log, now = () => new Date() }: DigestDeps) {
  const insights = createInsightsService(db, unkept, now);
  const reviewLink = (id: string) => `${publicUrl}/popular?review=${id}`;
  const lines = (rows: { id: string; ticketNumber: number; meTooCount: number; excerpt: string }[]) =>
    rows.map((row) => ({ ticketNumber: row.ticketNumber, meTooCount: row.meTooCount, excerpt: row.excerpt.replace(/\s+/g, ' ').trim(), link: reviewLink(row.id) }));

  /** The lists both digests carry: the most 'me too'-ed open reviews and those waiting for an answer. */
  async function reviewLists(operatorId: string | null) {
    const [top, waiting] = await Promise.all([
      repo.topMeToo(db, operatorId, DIGEST_TOP_ME_TOO),
      repo.waiting(db, operatorId, new Date(now().getTime() - DIGEST_STALE_DAYS * DAY_MS), DIGEST_STALE_LIMIT),
    ]);
    return { topMeToo: lines(top), waiting: { total: waiting.total, items: lines(waiting.items) } };
  }

  async function teamContent(team: { id: string; operator: { id: string; name: string; slug: string } }, weeks: ReturnType<typeof digestWeeks>) {
    const [week, before, lists] = await Promise.all([insights.operator(team.operator.slug, weeks.week), insights.operator(team.operator.slug, weeks.previous), reviewLists(team.operator.id)]);
    const subject = { kind: 'operator' as const, name: team.operator.name };
    return (language: Language): DigestContent => ({
      operator: team.operator.name,
      week: weeks.week,
      reviews: { now: week.summary.reviews, before: before.summary.reviews },
      mean: { now: week.summary.mean, before: before.summary.mean },
      answered: { responded: week.responsiveness.responded, rate: week.responsiveness.responseRate },
      // The answer's schema types findings loosely (new kinds may come); these are the domain's own.
      findings: week.findings.map((finding) => findingSentence(finding as Finding, subject, language)),
      ...lists,
      actionLink: `${publicUrl}/operator?team=${team.id}`,
    });
  }

  async function platformContent(weeks: ReturnType<typeof digestWeeks>) {
    const [week, before, lists] = await Promise.all([insights.overview(weeks.week), insights.overview(weeks.previous), reviewLists(null)]);
    return (): DigestContent => ({
      operator: null,
      week: weeks.week,
      reviews: { now: week.platform.reviews, before: before.platform.reviews },
      mean: { now: week.platform.mean, before: before.platform.mean },
      answered: null,
      findings: [],
      ...lists,
      actionLink: `${publicUrl}/admin-dashboard`,
    });
  }

  /** Mails `scope`'s digest to those of `readers` no other run has claimed for `week`. */
  async function deliver(week: string, scope: string, readers: repo.Reader[], contentIn: () => Promise<(language: Language) => DigestContent>) {
    const claimed = new Set(await repo.claim(db, week, scope, readers.map((reader) => reader.id)));
    const mine = readers.filter((reader) => claimed.has(reader.id));
    if (mine.length === 0) return 0;
    let sent = 0;
    try {
      const content = await contentIn();
      for (const reader of mine) {
        const token = newToken();
        await repo.insertUnsubscribeToken(db, hashToken(token), reader.id);
        const language = languageOf(reader.language);
        await mailer.send(digestMail(content(language), { email: reader.email, language }, `${publicUrl}/unsubscribe/${token}`));
        await repo.markSent(db, week, scope, reader.id, now());
        sent += 1;
      }
    } catch (error) {
      await repo.release(db, week, scope, mine.map((reader) => reader.id));
      log.error({ err: error, scope, week }, 'digest: a send failed; its unsent readers are released for the retry');
      throw error;
    }
    return sent;
  }

  return {
    /**
     * Sends the digest of the week before `now`'s: to every team's members and to administrators, or
     * to one team's (`teamSlug`, its operator's slug). Answers the week and how many mails this run sent.
     */
    async sendWeekly({ teamSlug }: { teamSlug?: string } = {}): Promise<DigestRun> {
      const weeks = digestWeeks(now());
      const teams = await repo.teams(db, teamSlug);
      if (teamSlug && teams.length === 0) throw notFound(`No operator team has the operator '${teamSlug}'.`);
      let sent = 0;
      for (const team of teams) sent += await deliver(weeks.week.from, `team:${team.id}`, await repo.teamReaders(db, team.id), () => teamContent(team, weeks));
      if (!teamSlug) sent += await deliver(weeks.week.from, 'platform', await repo.adminReaders(db), () => platformContent(weeks));
      return { week: weeks.week, sent };
    },

    /** A digest's unsubscribe link: turns the digest off for its reader (idempotent); false for an unknown link. */
    async unsubscribe(token: string): Promise<boolean> {
      return (await repo.unsubscribe(db, hashToken(token))) !== undefined;
    },
  };
}

export type DigestService = ReturnType<typeof createDigestService>;
