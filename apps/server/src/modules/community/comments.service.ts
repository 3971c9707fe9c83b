import { messageText, REPLIES_INITIAL, type CommentsQuery, type RepliesQuery } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import { decodeCursor, UUID } from '../reviews/reviews.cursor.ts';
import { requireVerifiedEmail, type Viewer } from '../reviews/reviews.policy.ts';
import type { UserRow } from '../users/users.repository.ts';
import { canDeleteComment } from './comments.policy.ts';
import { COMMENT_ORDER, presentComment, presentCommentPage, presentReply, presentReplyPage, REPLY_ORDER } from './comments.presenter.ts';
import * as repo from './comments.repository.ts';
import type { Keyset } from './comments.repository.ts';

/**
 * A comment or reply just posted, after its commit: the seam for notifications ('{name} commented on
 * your review' to the review's author, '{name} replied to your comment' to the comment's author).
 * The recipient may be the actor.
 */
export type NewCommentEvent = {
  kind: 'comment' | 'reply';
  commentId: string;
  reviewId: string;
  /** The comment replied to; null for a comment. */
  parentId: string | null;
  recipientId: string;
  actorId: string;
};

export type CommentsDeps = {
  db: Database;
  limiter: RateLimiter;
  now?: () => Date;
  onPosted?: (event: NewCommentEvent) => Promise<void>;
};

const HOUR = 3_600_000;
/** Per user, comments and replies together: a lively thread is far below it, a script is not. */
export const COMMENTS_PER_HOUR = 60;

const noSuch = (what: 'review' | 'comment') => notFound(`No such ${what}.`);

/** The keyset a cursor names; garbage, a tampered value or another list's cursor is a 422. */
function keysetOf(cursor: string | undefined, order: typeof COMMENT_ORDER | typeof REPLY_ORDER): Keyset | undefined {
  if (!cursor) return undefined;
  const [createdAt, id] = decodeCursor(cursor, order).values as [string, string];
  return { createdAt, id };
}

export function createCommentsService({ db, limiter, now = () => new Date(), onPosted }: CommentsDeps) {
  const posting = async (user: UserRow) => {
    requireVerifiedEmail(user);
    await limiter.consume(`comment:user:${user.id}`, { max: COMMENTS_PER_HOUR, windowMs: HOUR });
  };
  // What a post answers before anyone reacted or replied; the poster is the viewer.
  const fresh = (user: UserRow, body: string, row: { id: string; createdAt: string }) => ({
    id: row.id,
    userId: user.id,
    body,
    createdAt: row.createdAt,
    likeCount: 0,
    unlikeCount: 0,
    author: { id: user.id, name: user.name, avatarKey: user.avatarKey, deletedAt: null },
    viewerReaction: null,
    hidden: false,
  });

  return {
    /** A visible review's comments, newest first, each with its first replies (oldest first); administrators also see hidden ones, marked. */
    async list(reviewId: string, { cursor, limit }: CommentsQuery, viewer: Viewer) {
      const after = keysetOf(cursor, COMMENT_ORDER);
      const found = UUID.test(reviewId)
        ? await repo.listComments(db, reviewId, { after, limit: limit + 1, repliesLimit: REPLIES_INITIAL + 1, viewerId: viewer?.id ?? null, withHidden: viewer?.isAdmin })
        : undefined;
      if (!found) throw noSuch('review');
      return presentCommentPage(found.items, limit, found.total, viewer);
    },

    /** A visible comment's replies after the cursor, oldest first ('show more replies (n)'). */
    async listReplies(commentId: string, { cursor, limit }: RepliesQuery, viewer: Viewer) {
      const after = keysetOf(cursor, REPLY_ORDER);
      const found = UUID.test(commentId)
        ? await repo.listReplies(db, commentId, { after, limit: limit + 1, viewerId: viewer?.id ?? null, withHidden: viewer?.isAdmin })
        : undefined;
      if (!found) throw noSuch('comment');
      return presentReplyPage(found.items, limit, viewer);
    },

    /** Comments on a visible review; its comment count moves in the same transaction. */
    async comment(reviewId: string, user: UserRow, body: string) {
      await posting(user);
      const posted = UUID.test(reviewId)
        ? await db.transaction(async (tx) => {
            const review = await repo.addToCommentCount(tx, reviewId, 1);
            if (!review) return undefined;
            return { row: await repo.insertComment(tx, { reviewId, parentId: null, userId: user.id, body }), reviewAuthorId: review.userId };
          })
        : undefined;
      if (!posted) throw noSuch('review');
      await onPosted?.({ kind: 'comment', commentId: posted.row.id, reviewId, parentId: null, recipientId: posted.reviewAuthorId, actorId: user.id });
      return presentComment({ ...fresh(user, body, posted.row), replyCount: 0, replies: [] }, user);
    },

    /** Replies to a visible comment (not to a reply: replies are one level deep); its reply count moves with it. */
    async reply(commentId: string, user: UserRow, body: string) {
      await posting(user);
      const posted = UUID.test(commentId)
        ? await db.transaction(async (tx) => {
            const parent = await repo.lockComment(tx, commentId, 'no key update');
            if (!parent) return undefined;
            if (parent.parentId) {
              throw new AppError(422, 'reply_to_reply', 'A reply cannot be replied to; reply to its comment instead.', { id: 'notAllowed' });
            }
            const row = await repo.insertComment(tx, { reviewId: parent.reviewId, parentId: parent.id, userId: user.id, body });
            await repo.addToReplyCount(tx, parent.id, 1);
            return { row, parent };
          })
        : undefined;
      if (!posted) throw noSuch('comment');
      const { row, parent } = posted;
      await onPosted?.({ kind: 'reply', commentId: row.id, reviewId: parent.reviewId, parentId: parent.id, recipientId: parent.userId, actorId: user.id });
      return presentReply(fresh(user, body, row), user);
    },

    /**
     * Soft-deletes a comment or reply, by its author or an administrator (audited when not the
     * author's own). A comment takes its replies with it and leaves the review's count; a reply
     * leaves its comment's count.
     */
    async remove(id: string, viewer: UserRow) {
      await db.transaction(async (tx) => {
        const target = UUID.test(id) ? await repo.lockComment(tx, id, 'update') : undefined;
        if (!target) throw noSuch('comment');
        if (!canDeleteComment(target, viewer)) throw new AppError(403, 'not_allowed', messageText('notAllowed', 'en'));
        await repo.softDeleteComment(tx, target.id, now());
        if (target.parentId) await repo.addToReplyCount(tx, target.parentId, -1);
        else await repo.addToCommentCount(tx, target.reviewId, -1);
        if (target.userId !== viewer.id) await repo.recordAdminDeletion(tx, viewer.id, target);
      });
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
