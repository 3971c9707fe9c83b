import { FEELINGS, type AdminOverview } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import type { PollsService } from '../polls/polls.service.ts';
import * as repo from './admin-reports.repository.ts';

export function createAdminReportsService({ db, polls }: { db: Database; polls: Pick<PollsService, 'list'> }) {
  return {
    /** The dashboard's and the overview file's numbers (spec §3 'Admin overview'): three aggregate queries. */
    async overview(): Promise<AdminOverview> {
      const [users, byScore, questions] = await Promise.all([repo.countUsers(db), repo.countReviewsByScore(db), polls.list(null)]);
      const poll = questions.items.map(({ title, titleMs, results }) => ({ question: title, questionMs: titleMs, yes: results.yes, no: results.no }));
      const review = { total: 0, awesome: 0, pleasent: 0, good: 0, neutral: 0, bad: 0, disappointing: 0, terrible: 0 };
      for (const { score, count } of byScore) {
        const feeling = FEELINGS.find((f) => f.score === score);
        if (!feeling) continue;
        review[feeling.overviewKey] += count;
        review.total += count;
      }
      return { user: { count: users.count, verified: users.verified, unverified: users.count - users.verified }, review, poll };
    },
  };
}

export type AdminReportsService = ReturnType<typeof createAdminReportsService>;
