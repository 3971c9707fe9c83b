import type { Viewer } from '../reviews/reviews.policy.ts';

/** The author deletes their own comment or reply; an administrator anyone's (issue #6). */
export const canDeleteComment = (comment: { userId: string }, viewer: Viewer) =>
  viewer !== null && (viewer.isAdmin || viewer.id === comment.userId);
