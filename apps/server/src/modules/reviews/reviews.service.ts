import { fieldErrors, makeZReviewSubmission, messageText, type OptionKeyResolver } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import { listEnabledReviewOptions, type ReviewOptionRow } from './review-options.repository.ts';
import { canDeleteReview, canSeeReview, requireVerifiedEmail, seesHiddenReviewsOf, type Viewer } from './reviews.policy.ts';
import { presentReviewDetail, presentReviewTile } from './reviews.presenter.ts';
import * as repo from './reviews.repository.ts';
import type { ListCursor } from './reviews.repository.ts';

export type ReviewsDeps = { db: Database; uploads: UploadsService; limiter: RateLimiter; now?: () => Date };

const HOUR = 3_600_000;
/** Per author: far above what a rider writes, a brake on a script flooding the feed. */
export const REVIEWS_PER_HOUR = 30;
/** Profile review lists (spec: feed tiles). */
export const REVIEW_PAGE_SIZE = 12;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeCursor = (cursor: ListCursor) => Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');

export function decodeCursor(value: string): ListCursor {
  const [createdAt = '', id = '', ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !CURSOR_TIME.test(createdAt) || !UUID.test(id) || Number.isNaN(Date.parse(createdAt))) {
    throw new AppError(422, 'validation_failed', 'This page link is not valid; start from the first page.', { cursor: 'invalidValue' });
  }
  return { createdAt, id };
}

type OptionIndex = { byId: Map<string, ReviewOptionRow>; keyOf: OptionKeyResolver };

export function createReviewsService({ db, uploads, limiter, now = () => new Date() }: ReviewsDeps) {
  // Review options are reference data, upserted at start and fixed while the server runs: read once.
  let optionIndex: Promise<OptionIndex> | undefined;
  const options = () => {
    optionIndex ??= listEnabledReviewOptions(db).then(
      (rows) => {
        const byId = new Map(rows.map((row) => [row.id, row]));
        const keyOf: OptionKeyResolver = (category, id) => {
          const row = byId.get(id);
          return row?.category === category ? row.key : undefined;
        };
        return { byId, keyOf };
      },
      (error: unknown) => {
        optionIndex = undefined;
        throw error;
      },
    );
    return optionIndex;
  };

  async function detail(id: string, viewer: Viewer) {
    const row = UUID.test(id) ? await repo.findReviewDetail(db, id) : undefined;
    if (!row || !canSeeReview(row, viewer)) throw notFound('No such review.');
    return presentReviewDetail(row, { canDelete: canDeleteReview(row, viewer) });
  }

  return {
    /**
     * POST /api/reviews. `body` is checked here, not by the route, because the rules need the
     * option list: unknown ids, 'Other' without its text and the Driver rule are field errors.
     * The review and the claiming of its uploads happen in one transaction.
     */
    async create(author: UserRow, body: unknown) {
      requireVerifiedEmail(author);
      const { byId, keyOf } = await options();
      const parsed = makeZReviewSubmission({ now, optionKey: keyOf }).safeParse(body);
      if (!parsed.success) throw new AppError(422, 'validation_failed', 'Some fields are not valid.', fieldErrors(parsed.error) as Record<string, string>);
      const submission = parsed.data;
      await limiter.consume(`review:user:${author.id}`, { max: REVIEWS_PER_HOUR, windowMs: HOUR });

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
          routeName: submission.routeName ?? null,
          stopName: submission.stopName ?? null,
          vehiclePlate: submission.vehiclePlate ?? null,
          experience: submission.experience,
          comment: submission.comment ?? null,
          latitude: submission.location.latitude,
          longitude: submission.location.longitude,
          // Kept as given, the placeholder included: the dialog shows 'this location' for it.
          address: submission.location.address ?? null,
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
      const after = cursor ? decodeCursor(cursor) : undefined;
      if (!UUID.test(userId)) throw notFound('No such user.');
      const rows = await repo.listUserReviewTiles(db, userId, { includeHidden: seesHiddenReviewsOf(userId, viewer), after, limit: REVIEW_PAGE_SIZE });
      const page = rows.slice(0, REVIEW_PAGE_SIZE);
      const last = page.at(-1);
      return {
        items: page.map(presentReviewTile),
        nextCursor: rows.length > REVIEW_PAGE_SIZE && last ? encodeCursor({ createdAt: last.cursorCreatedAt, id: last.id }) : null,
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
