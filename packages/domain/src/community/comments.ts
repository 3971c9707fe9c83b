import { z } from 'zod';
import { requiredText } from '../shared/text.ts';

// Detail dialog paging (spec §9): comments 5 then +5, replies 2 then +2.
export const COMMENTS_INITIAL = 5;
export const COMMENTS_STEP = 5;
export const REPLIES_INITIAL = 2;
export const REPLIES_STEP = 2;
/** Like overlay after double-clicking the image. */
export const LIKE_OVERLAY_MS = 1000;
/** The spec gives no limit; 1000 characters is ample for a conversational reply. */
export const COMMENT_MAX = 1000;
export const REPLY_MAX = 1000;

/** POST /api/reviews/:id/comments. */
export const ZCommentBody = z.object({ body: requiredText(COMMENT_MAX, 'commentRequired', 'commentTooLong') });
export type CommentBody = z.infer<typeof ZCommentBody>;

/** POST /api/comments/:id/replies. */
export const ZReplyBody = z.object({ body: requiredText(REPLY_MAX, 'replyRequired', 'replyTooLong') });
export type ReplyBody = z.infer<typeof ZReplyBody>;
