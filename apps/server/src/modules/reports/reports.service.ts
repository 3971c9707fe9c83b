import { isReportReasonAllowed, messageText, type ReportBody } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import type { Auth } from '../../plugins/auth.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import * as repo from './reports.repository.ts';

export type ReportsDeps = { db: Database; limiter: RateLimiter };

const HOUR = 3_600_000;
/** Per reporter: plenty for honest use, a brake on flooding the moderation queue. */
export const REPORTS_PER_HOUR = 30;

export function createReportsService({ db, limiter }: ReportsDeps) {
  return {
    /** Files a report for the moderation queue (status 'open'); one open report per reporter and target. */
    async create(reporter: Auth['user'], body: ReportBody) {
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
      try {
        return await repo.insertReport(db, { reporterId: reporter.id, targetType: body.targetType, targetId: body.targetId, reason: body.reason });
      } catch (error) {
        if (uniqueViolation(error) === undefined) throw error;
        throw new AppError(409, 'already_reported', messageText('alreadyReported', 'en'), { targetId: 'alreadyReported' });
      }
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
