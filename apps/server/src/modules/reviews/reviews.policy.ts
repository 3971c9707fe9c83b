import type { ReviewStatus } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserRow } from '../users/users.repository.ts';

/** Who is looking: a signed-in user or a visitor (null). */
export type Viewer = Pick<UserRow, 'id' | 'isAdmin'> | null;
type ReviewAccess = { userId: string; status: ReviewStatus; deletedAt: Date | null };

/** Posting reviews and uploading their files needs a verified e-mail (spec §5: terms). */
export function requireVerifiedEmail(user: Pick<UserRow, 'emailVerifiedAt'>) {
  if (!user.emailVerifiedAt) {
    throw new AppError(403, 'email_not_verified', 'Please verify your e-mail address before posting.');
  }
}

const isAuthorOrAdmin = (review: ReviewAccess, viewer: Viewer) => viewer !== null && (viewer.isAdmin || viewer.id === review.userId);

/**
 * A deleted review is gone for everyone. A hidden one (moderation) is seen only by its author
 * and administrators, with its status; everyone else is told it does not exist.
 */
export function canSeeReview(review: ReviewAccess, viewer: Viewer): boolean {
  if (review.deletedAt) return false;
  return review.status !== 'hidden' || isAuthorOrAdmin(review, viewer);
}

/** The author deletes their own review; an administrator any review. */
export function canDeleteReview(review: ReviewAccess, viewer: Viewer): boolean {
  return review.deletedAt === null && isAuthorOrAdmin(review, viewer);
}

/** A user's review list includes their hidden reviews only when they look at it themselves. */
export const seesHiddenReviewsOf = (userId: string, viewer: Viewer) => viewer !== null && viewer.id === userId;
