import { fieldErrors, makeZReviewSubmission, messageText, REVIEW_PAGE_SIZE, type Language } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import { nearestStopAddress } from '../geo/geo.service.ts';
import { createOperatorsService } from '../operators/operators.service.ts';
import type { TransitService } from '../transit/transit.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import { reviewOptionIndex } from './review-options.cache.ts';
import { listReviewTiles } from './reviews-browse.repository.ts';
import { decodeCursor, UUID } from './reviews.cursor.ts';
import { canDeleteReview, canSeeReview, requireVerifiedEmail, seesHiddenReviewsOf, type Viewer } from './reviews.policy.ts';
import { presentReviewDetail, presentReviewPage } from './reviews.presenter.ts';
import * as repo from './reviews.repository.ts';

export type ReviewsDeps = { db: Database; uploads: UploadsService; limiter: RateLimiter; transit: TransitService; now?: () => Date };

const HOUR = 3_600_000;
/** Per author: far above what a rider writes, a brake on a script flooding the feed. */
export const REVIEWS_PER_HOUR = 30;

export function createReviewsService({ db, uploads, limiter, transit, now = () => new Date() }: ReviewsDeps) {
  const operators = createOperatorsService(db);
  async function detail(id: string, viewer: Viewer) {
    const row = UUID.test(id) ? await repo.findReviewDetail(db, id, viewer?.id ?? null) : undefined;
    if (!row || !canSeeReview(row, viewer)) throw notFound('No such review.');
    return presentReviewDetail(row, { id: viewer?.id ?? null, canDelete: canDeleteReview(row, viewer), now: now() });
  }

  return {
    /**
     * POST /api/reviews. `body` is checked here, not by the route, because the rules need the
     * option list: unknown ids, 'Other' without its text and the Driver rule are field errors.
     * The review and the claiming of its uploads happen in one transaction. A location without an
     * address (the schema drops the placeholder) gets 'near {stop}' in `language` when a stop is
     * within 300 m, else none: the dialog then says 'this location'.
     */
    async create(author: UserRow, body: unknown, language: Language = 'en') {
      requireVerifiedEmail(author);
      const { byId, keyOf } = await reviewOptionIndex(db);
      const parsed = makeZReviewSubmission({ now, optionKey: keyOf }).safeParse(body);
      if (!parsed.success) throw new AppError(422, 'validation_failed', 'Some fields are not valid.', fieldErrors(parsed.error) as Record<string, string>);
      const submission = parsed.data;
      await limiter.consume(`review:user:${author.id}`, { max: REVIEWS_PER_HOUR, windowMs: HOUR });
      const { latitude, longitude } = submission.location;
      const address = submission.location.address ?? (await nearestStopAddress(transit, latitude, longitude, language));
      // Linked to the operator and the network as written; the texts stay as typed.
      const operatorId = await operators.matchName(submission.operatorName);
      const routeId = await transit.matchRoute(submission.routeName, operatorId);
      const stopId = await transit.matchStop(submission.stopName, latitude, longitude);

      const id = await repo.inTransaction(db, async (tx) => {
        const review = await repo.insertReview(tx, {
          userId: author.id,
          feelingId: submission.feeling,
          // The score is the feeling's, copied so lists can sort and filter without a join.
          score: byId.get(submission.feeling)?.score ?? 0,
          serviceId: submission.service,
          serviceText: submission.serviceText ?? null,
          aspectId: submission.aspect,
          aspectText: submission.aspectText ?? null,
          operatorName: submission.operatorName ?? null,
          operatorId,
          routeName: submission.routeName ?? null,
          routeId,
          stopName: submission.stopName ?? null,
          stopId,
          vehiclePlate: submission.vehiclePlate ?? null,
          experience: submission.experience,
          comment: submission.comment ?? null,
          latitude,
          longitude,
          address,
          incidentAt: submission.incidentDateTime,
        });
        await uploads.claimForReview(tx, author.id, review.id, submission.attachments);
        return review.id;
      });
      return detail(id, author);
    },

    detail,

    /** Soft delete by the author or an administrator; the attachments' rows and files go for good. */
    async remove(id: string, viewer: UserRow) {
      const removed = await repo.inTransaction(db, async (tx) => {
        const review = UUID.test(id) ? await repo.lockReview(tx, id) : undefined;
        if (!review || !canSeeReview(review, viewer)) throw notFound('No such review.');
        if (!canDeleteReview(review, viewer)) throw new AppError(403, 'not_allowed', messageText('notAllowed', 'en'));
        await repo.softDeleteReview(tx, review.id, now());
        if (review.userId !== viewer.id) await repo.recordAdminDeletion(tx, viewer.id, review);
        return uploads.releaseReviewAttachments(tx, review.id);
      });
      await uploads.removeStoredFiles(removed);
    },

    /** A user's reviews, newest first, REVIEW_PAGE_SIZE at a time. An unknown user simply has none. */
    async listByUser(userId: string, viewer: Viewer, cursor: string | undefined) {
      const after = cursor ? decodeCursor(cursor, 'latest') : undefined;
      if (!UUID.test(userId)) throw notFound('No such user.');
      const rows = await listReviewTiles(db, {
        where: { user: userId },
        sort: 'latest',
        after,
        limit: REVIEW_PAGE_SIZE,
        withHidden: seesHiddenReviewsOf(userId, viewer),
      });
      return presentReviewPage(rows, REVIEW_PAGE_SIZE, 'latest');
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
