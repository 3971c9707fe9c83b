import { COMMENT_MAX, COMMENTS_INITIAL, COMMENTS_PAGE_MAX, REPLIES_INITIAL, REPLIES_STEP, ZCommentBody, ZCommentsQuery, ZRepliesQuery, ZReplyBody } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, signedIn } from '../../plugins/auth.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { ZComment, ZCommentPage, ZReply, ZReplyPage } from './comments.presenter.ts';
import { COMMENTS_PER_HOUR, createCommentsService } from './comments.service.ts';

const tags = ['community'];
const security = [{ bearer: [] }];
const ZId = z.object({ id: z.string() });


const POSTING = `Plain text, trimmed, 1..${COMMENT_MAX} characters; needs a verified e-mail (403 email_not_verified); ${COMMENTS_PER_HOUR} comments and replies an hour per user.`;

export const commentRoutes =
  ({ db, limiter, notifications }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const comments = createCommentsService({ db, limiter, onPosted: notifications.onPosted });

    app.get(
      '/api/reviews/:id/comments',
      {
        schema: {
          tags,
          description: `A review's comments, newest first, ${COMMENTS_INITIAL} a page unless limit says otherwise (1..${COMMENTS_PAGE_MAX}); each with its first ${REPLIES_INITIAL} replies (oldest first) and repliesNextCursor for GET /api/comments/:id/replies. total counts the visible comments. Pass nextCursor back as cursor. 404 for a deleted or hidden review.`,
          params: ZId,
          querystring: ZCommentsQuery,
          response: { 200: ZCommentPage },
        },
      },
      async (request) => comments.list(request.params.id, request.query, request.auth?.user ?? null),
    );

    app.get(
      '/api/comments/:id/replies',
      {
        schema: {
          tags,
          description: `A comment's replies, oldest first, ${REPLIES_STEP} a page unless limit says otherwise (1..${COMMENTS_PAGE_MAX}); start from the comment's repliesNextCursor. 404 for a deleted comment, a reply, or a deleted or hidden review.`,
          params: ZId,
          querystring: ZRepliesQuery,
          response: { 200: ZReplyPage },
        },
      },
      async (request) => comments.listReplies(request.params.id, request.query, request.auth?.user ?? null),
    );

    app.post(
      '/api/reviews/:id/comments',
      {
        schema: {
          tags,
          security,
          description: `Comments on a review: { body }. ${POSTING}`,
          params: ZId,
          body: ZCommentBody,
          response: { 201: z.object({ comment: ZComment }) },
        },
        onRequest: signedIn,
      },
      async (request, reply) => {
        const comment = await comments.comment(request.params.id, requireAuth(request).user, request.body.body);
        return reply.status(201).send({ comment });
      },
    );

    app.post(
      '/api/comments/:id/replies',
      {
        schema: {
          tags,
          security,
          description: `Replies to a comment: { body }. ${POSTING} A reply to a reply is 422 reply_to_reply.`,
          params: ZId,
          body: ZReplyBody,
          response: { 201: z.object({ reply: ZReply }) },
        },
        onRequest: signedIn,
      },
      async (request, reply) => {
        const created = await comments.reply(request.params.id, requireAuth(request).user, request.body.body);
        return reply.status(201).send({ reply: created });
      },
    );

    app.delete(
      '/api/comments/:id',
      {
        schema: {
          tags,
          security,
          description: 'Deletes a comment (with its replies) or a reply: its author or an administrator; 403 for anyone else.',
          params: ZId,
        },
        onRequest: signedIn,
      },
      async (request, reply) => {
        await comments.remove(request.params.id, requireAuth(request).user);
        return reply.status(204).send();
      },
    );
  };
