import { REACTION_VALUES, REPLIES_INITIAL } from '@suara/domain';
import { z } from 'zod';
import type { Viewer } from '../reviews/reviews.policy.ts';
import { encodeCursor } from '../reviews/reviews.cursor.ts';
import { presentAuthor, ZReviewAuthor } from '../reviews/reviews.presenter.ts';
import type { CommentRow, Keyset, ReplyRow } from './comments.repository.ts';
import { canDeleteComment } from './comments.policy.ts';

/**
 * Comments page newest first and replies oldest first, on the keyset (created_at, id): the reviews
 * lists' 'latest' and 'earliest' keysets, so their cursor codec serves as is.
 */
export const COMMENT_ORDER = 'latest';
export const REPLY_ORDER = 'earliest';

/** A reply; `body` is plain text as typed (trimmed), never HTML: clients show it as text. */
export const ZReply = z.object({
  id: z.string(),
  user: ZReviewAuthor,
  body: z.string(),
  createdAt: z.string(),
  likeCount: z.number().int(),
  unlikeCount: z.number().int(),
  /** The caller's own reaction (null for a visitor or none) and whether they may delete it. */
  viewer: z.object({ reaction: z.enum(REACTION_VALUES).nullable(), canDelete: z.boolean() }),
  /** Hidden by moderation: true only in an administrator's lists, which keep such posts to restore them. */
  hidden: z.boolean(),
});
export type Reply = z.infer<typeof ZReply>;

/** A comment with its first REPLIES_INITIAL replies; repliesNextCursor pages GET /api/comments/:id/replies. */
export const ZComment = ZReply.extend({
  replyCount: z.number().int(),
  replies: z.array(ZReply),
  repliesNextCursor: z.string().nullable(),
});
export type Comment = z.infer<typeof ZComment>;

/** `total`: the review's visible comments, for 'show more comments (n)'. */
export const ZCommentPage = z.object({ items: z.array(ZComment), nextCursor: z.string().nullable(), total: z.number().int() });
export const ZReplyPage = z.object({ items: z.array(ZReply), nextCursor: z.string().nullable() });

const cursorAfter = (order: typeof COMMENT_ORDER | typeof REPLY_ORDER, row: Keyset) =>
  encodeCursor({ sort: order, values: [row.createdAt, row.id] });

export function presentReply(row: ReplyRow, viewer: Viewer): Reply {
  const { author } = row;
  return {
    id: row.id,
    user: presentAuthor({ ...author, deletedAt: author.deletedAt === null ? null : new Date(author.deletedAt) }),
    body: row.body,
    createdAt: new Date(row.createdAt).toISOString(),
    likeCount: row.likeCount,
    unlikeCount: row.unlikeCount,
    viewer: { reaction: row.viewerReaction, canDelete: canDeleteComment(row, viewer) },
    hidden: row.hidden,
  };
}

/** `limit + 1` rows make a page of `limit` and a cursor after its last row when more follow. */
function pageOf<R extends ReplyRow, T>(rows: R[], limit: number, order: typeof COMMENT_ORDER | typeof REPLY_ORDER, present: (row: R) => T) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(present), nextCursor: rows.length > limit && last ? cursorAfter(order, last) : null };
}

/** A comment from a row carrying up to REPLIES_INITIAL + 1 replies. */
export function presentComment(row: CommentRow, viewer: Viewer): Comment {
  const replies = pageOf(row.replies, REPLIES_INITIAL, REPLY_ORDER, (reply) => presentReply(reply, viewer));
  return { ...presentReply(row, viewer), replyCount: row.replyCount, replies: replies.items, repliesNextCursor: replies.nextCursor };
}

export const presentCommentPage = (rows: CommentRow[], limit: number, total: number, viewer: Viewer): z.infer<typeof ZCommentPage> => ({
  ...pageOf(rows, limit, COMMENT_ORDER, (row) => presentComment(row, viewer)),
  total,
});

export const presentReplyPage = (rows: ReplyRow[], limit: number, viewer: Viewer): z.infer<typeof ZReplyPage> =>
  pageOf(rows, limit, REPLY_ORDER, (row) => presentReply(row, viewer));
