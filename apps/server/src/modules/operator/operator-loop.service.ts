import {
  canAnswerResolution,
  isResponseEditable,
  staffStatusMoves,
  type Language,
  type StaffStatusBody,
} from '@suara/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { inTransaction } from '../reviews/reviews.repository.ts';
import { UUID } from '../reviews/reviews.cursor.ts';
import type { UserRow } from '../users/users.repository.ts';
import * as repo from './operator-loop.repository.ts';
import { reviewUpdateMail, type ReviewUpdate } from './review-update-mail.ts';

export type OperatorLoopDeps = {
  db: Database;
  mailer: Mailer;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  publicUrl: string;
  now?: () => Date;
};

const noSuchReview = () => notFound('No such review.');
const notStaff = () => new AppError(403, 'not_operator_staff', "Only the staff of this review's operator can do this.");
const notAuthor = () => new AppError(403, 'not_review_author', 'Only the rider who wrote this review can answer its resolution.');

/**
 * The operator loop (issue #18, section 2): an operator's staff answer a review in public and move
 * it through acknowledged, in progress and resolved; its rider confirms the resolution or reopens it.
 * Membership is read inside each action's transaction, so someone taken off a team acts no more.
 */
export function createOperatorLoopService({ db, mailer, notifications, log, publicUrl, now = () => new Date() }: OperatorLoopDeps) {
  /** The live, public review `id` (locked in `tx` for a change), when `user` is on its operator's team. */
  async function staffReview(tx: Database, user: UserRow, id: string, lock = true) {
    const review = UUID.test(id) ? await repo.findReview(tx, id, lock) : undefined;
    if (!review || review.status === 'hidden') throw noSuchReview();
    if (!review.teamId || !(await repo.isTeamMember(tx, review.teamId, user.id))) throw notStaff();
    return { ...review, teamId: review.teamId };
  }

  /** The rider's own resolved review, still open to their answer. */
  async function resolutionOf(tx: Database, user: UserRow, id: string) {
    const review = UUID.test(id) ? await repo.findReview(tx, id, true) : undefined;
    if (!review || review.status === 'hidden') throw noSuchReview();
    if (review.userId !== user.id) throw notAuthor();
    if (review.status !== 'resolved' || !review.statusChangedAt) throw new AppError(409, 'review_not_resolved', 'This review is not resolved.');
    if (!canAnswerResolution(review.statusChangedAt, now())) {
      throw new AppError(409, 'resolution_answer_closed', 'A resolution can be confirmed or reopened for 14 days only.');
    }
    return review;
  }

  /** Mails the rider about `update` (not one they made themselves) when they want such e-mails. Never fails the action. */
  async function mailRider(review: repo.LoopReview, update: ReviewUpdate, actorId: string) {
    if (review.userId === actorId) return;
    try {
      const rider = await repo.mailRecipient(db, review.userId);
      if (!rider) return;
      await mailer.send(
        reviewUpdateMail({
          to: rider.email,
          language: rider.language as Language,
          ticketNumber: review.ticketNumber,
          reviewLink: `${publicUrl}/popular?review=${review.id}`,
          settingsLink: `${publicUrl}/setting`,
          update,
        }),
      );
    } catch (error) {
      log.error({ err: error, reviewId: review.id }, 'could not mail a review update');
    }
  }

  return {
    /** POST /api/operator/reviews/:id/responses. */
    async respond(user: UserRow, reviewId: string, body: string) {
      const at = now();
      const { review, response } = await inTransaction(db, async (tx) => {
        const review = await staffReview(tx, user, reviewId);
        const response = await repo.insertResponse(tx, { reviewId: review.id, teamId: review.teamId, authorId: user.id, body, now: at });
        await repo.audit(tx, { actorId: user.id, action: 'review.respond', reviewId: review.id, details: { responseId: response.id } });
        return { review, response };
      });
      await notifications.notifyReviewResponse(review.id, { actorId: user.id });
      await mailRider(review, { kind: 'response', operator: review.operatorName ?? '', body }, user.id);
      return { id: response.id };
    },

    /** PATCH /api/operator/responses/:id: its author, within RESPONSE_EDIT_MINUTES of posting it. */
    async editResponse(user: UserRow, responseId: string, body: string) {
      await inTransaction(db, async (tx) => {
        const response = UUID.test(responseId) ? await repo.lockResponse(tx, responseId) : undefined;
        if (!response) throw notFound('No such response.');
        if (response.authorId !== user.id || !(await repo.isTeamMember(tx, response.teamId, user.id))) {
          throw new AppError(403, 'not_response_author', 'Only its author can edit a response.');
        }
        if (!isResponseEditable(response.createdAt, now())) throw new AppError(409, 'response_locked', 'A response can be edited for 15 minutes only.');
        await repo.updateResponse(tx, response.id, body, now());
        await repo.audit(tx, { actorId: user.id, action: 'review.respond_edit', reviewId: response.reviewId, details: { responseId: response.id, before: response.body, after: body } });
      });
    },

    /** PUT /api/operator/reviews/:id/status: forward only, once forwarded (409 status_move_not_allowed). */
    async moveStatus(user: UserRow, reviewId: string, { status, note }: StaffStatusBody) {
      const at = now();
      const review = await inTransaction(db, async (tx) => {
        const review = await staffReview(tx, user, reviewId);
        if (!staffStatusMoves(review.status).includes(status)) {
          throw new AppError(409, 'status_move_not_allowed', `The team can move a forwarded review forward only; not from ${review.status} to ${status}.`, {
            status: 'statusMoveNotAllowed',
          });
        }
        await repo.moveStatus(tx, { review, to: status, note: note ?? null, actorId: user.id, actorRole: 'staff', now: at });
        await repo.audit(tx, { actorId: user.id, action: 'review.status', reviewId: review.id, details: { from: review.status, to: status, note: note ?? null } });
        return review;
      });
      await notifications.notifyReviewStatus(review.id, status, { actorId: user.id });
      await mailRider(review, { kind: 'status', status, note: note ?? null }, user.id);
      return { status };
    },

    /** POST /api/reviews/:id/resolution/confirm: the rider agrees it is resolved (again: no change). */
    async confirm(user: UserRow, reviewId: string) {
      await inTransaction(db, async (tx) => {
        const review = await resolutionOf(tx, user, reviewId);
        if (!review.resolutionConfirmedAt) await repo.confirmResolution(tx, review, user.id, now());
      });
    },

    /** POST /api/reviews/:id/resolution/reopen: back to in progress with the rider's reason; the team is told. */
    async reopen(user: UserRow, reviewId: string, reason: string) {
      const review = await inTransaction(db, async (tx) => {
        const review = await resolutionOf(tx, user, reviewId);
        await repo.moveStatus(tx, { review, to: 'in_progress', note: reason, actorId: user.id, actorRole: 'rider', action: 'reopen', now: now() });
        return review;
      });
      if (review.teamId) await notifications.notifyReviewReopened(review.id, await repo.teamMemberIds(db, review.teamId), { actorId: user.id });
      return { status: 'in_progress' as const };
    },

    /** GET /api/operator/reviews/:id/history: the staff's view of how the review got where it is. */
    async history(user: UserRow, reviewId: string) {
      const review = await staffReview(db, user, reviewId, false);
      const rows = await repo.statusHistory(db, review.id);
      return { items: rows.map((row) => ({ ...row, at: row.at.toISOString() })) };
    },

    /** The teams `user` is on: their session's operator menu. */
    teamsOf: (userId: string) => repo.teamsOf(db, userId),
  };
}

export type OperatorLoopService = ReturnType<typeof createOperatorLoopService>;
