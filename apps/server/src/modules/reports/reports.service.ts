import { isReportReasonAllowed, messageText, type ReportBody } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/auth.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import { requireVerifiedEmail } from '../reviews/reviews.policy.ts';
import type { ModerationService } from '../moderation/moderation.service.ts';
import * as repo from './reports.repository.ts';

export type ReportsDeps = { db: Database; limiter: RateLimiter; moderation: Pick<ModerationService, 'fileReport'> };

const HOUR = 3_600_000;
/** Per reporter: plenty for honest use, a brake on flooding the moderation queue. */
export const REPORTS_PER_HOUR = 30;

export function createReportsService({ db, limiter, moderation }: ReportsDeps) {
  return {
    /**
     * Files a report for the moderation queue (status 'open'). A reporter's second report of the
     * same target while the first is open updates its reason (spec: a second report updates the
     * first): `created` is false then, with the same id. Needs a verified e-mail. Filed through
     * moderation, which hides a review or comment enough verified users report.
     */
    async create(reporter: Auth['user'], body: ReportBody) {
      requireVerifiedEmail(reporter);
      // ZReportBody checks this too; the service does not rely on its caller.
      if (!isReportReasonAllowed(body.reason, body.targetType)) {
        throw new AppError(422, 'validation_failed', messageText('reportReasonNotAllowed', 'en'), { reason: 'reportReasonNotAllowed' });
      }
      const ownerId = await repo.findTargetOwner(db, body.targetType, body.targetId);
      if (!ownerId) throw notFound(`No such ${body.targetType}.`);
      if (ownerId === reporter.id) {
        const what = body.targetType === 'user' ? 'yourself' : `your own ${body.targetType}`;
        throw new AppError(422, 'cannot_report_self', `You cannot report ${what}.`, { targetId: 'notAllowed' });
      }
      await limiter.consume(`report:user:${reporter.id}`, { max: REPORTS_PER_HOUR, windowMs: HOUR });
      const report = { reporterId: reporter.id, targetType: body.targetType, targetId: body.targetId, reason: body.reason };
      return moderation.fileReport({ type: body.targetType, id: body.targetId }, (tx) => repo.upsertOpenReport(tx, report));
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
