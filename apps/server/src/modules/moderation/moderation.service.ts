import {
  allowedStatusMoves,
  AUTO_HIDE_REPORTERS,
  MODERATION_PAGE_SIZE,
  type AdminReviewsQuery,
  type ModerationAction,
  type ModerationQueueQuery,
  type ReportTargetType,
  type ReviewStatusBody,
} from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { decodeCursor, UUID } from '../reviews/reviews.cursor.ts';
import { MODERATION_ORDER, presentQueue, presentTicket, presentTicketPage } from './moderation.presenter.ts';
import * as repo from './moderation.repository.ts';
import type { Keyset, LockedComment, LockedReview, Target } from './moderation.repository.ts';

export type ModerationDeps = { db: Database; notifications: Pick<NotificationsService, 'notifyReviewStatus'>; now?: () => Date };

/** A review or comment under moderation, locked for the transaction. */
type Locked = { type: 'review'; row: LockedReview } | { type: 'comment'; row: LockedComment };

const isHidden = (locked: Locked) => (locked.type === 'review' ? locked.row.status === 'hidden' : locked.row.hidden);

const keysetOf = (cursor: string | undefined): Keyset | undefined => {
  if (!cursor) return undefined;
  const [at, id] = decodeCursor(cursor, MODERATION_ORDER).values as [string, string];
  return { at, id };
};

const noSuch = (type: ReportTargetType) => notFound(`No such ${type}.`);

/**
 * Moderation (issue #7): the reports queue, hiding and restoring reviews, comments and replies, and
 * the review status lifecycle. Hidden content is kept for the audit but gone from every public view;
 * every action is written to audit_log with who did it (null: the reports themselves).
 */
export function createModerationService({ db, notifications, now = () => new Date() }: ModerationDeps) {
  async function lockTarget(tx: Database, target: Target): Promise<Locked | undefined> {
    if (!UUID.test(target.id)) return undefined;
    if (target.type === 'review') {
      const row = await repo.lockReview(tx, target.id);
      return row && { type: 'review', row };
    }
    if (target.type === 'comment') {
      const row = await repo.lockComment(tx, target.id);
      return row && { type: 'comment', row };
    }
    return undefined;
  }

  /** Hides or restores a locked target; false when it already was so. */
  async function setHidden(tx: Database, locked: Locked, hidden: boolean, at: Date): Promise<boolean> {
    if (isHidden(locked) === hidden) return false;
    if (locked.type === 'comment') await repo.setCommentHidden(tx, locked.row, hidden, at);
    else if (hidden) await repo.hideReview(tx, locked.row, at);
    else await repo.restoreReview(tx, locked.row, at);
    return true;
  }

  /** What an administrator's hide of a review tells its author, after the commit. */
  const notifyHidden = async (locked: Locked, adminId: string) => {
    if (locked.type === 'review') await notifications.notifyReviewStatus(locked.row.id, 'hidden', { actorId: adminId });
  };

  /**
   * One administrator action on a target (PUT /api/admin/reports/:targetType/:targetId and the
   * direct visibility routes). A user cannot be hidden or restored: 422 action_not_available.
   */
  async function act(adminId: string, target: Target, action: ModerationAction) {
    if (target.type === 'user' && (action === 'hide' || action === 'restore')) {
      throw new AppError(422, 'action_not_available', 'A user cannot be hidden; dismiss the reports or resolve them as actioned.', { action: 'userCannotBeHidden' });
    }
    const at = now();
    const outcome = await db.transaction(async (tx) => {
      const locked = await lockTarget(tx, target);
      const exists = target.type === 'user' ? UUID.test(target.id) && (await repo.userExists(tx, target.id)) : locked !== undefined;
      if (!exists) throw noSuch(target.type);

      let hidden = locked ? isHidden(locked) : false;
      let changed = false;
      if (locked && (action === 'hide' || action === 'restore')) {
        hidden = action === 'hide';
        changed = await setHidden(tx, locked, hidden, at);
      }
      // Dismissing says the reports were wrong: what they alone hid comes back; an admin's hide stays.
      if (locked && action === 'dismiss' && hidden && (await repo.lastHideWasAutomatic(tx, target))) {
        hidden = false;
        changed = await setHidden(tx, locked, false, at);
      }
      const reportStatus: 'actioned' | 'dismissed' = action === 'hide' || action === 'resolve' ? 'actioned' : 'dismissed';
      const closedReports = await repo.closeOpenReports(tx, target, reportStatus, adminId, at);
      await repo.audit(tx, {
        actorId: adminId,
        action: action === 'hide' || action === 'restore' ? `${target.type}.${action}` : `${target.type}.reports_${action}`,
        target,
        details: { changed, hidden, closedReports },
      });
      return { hidden, changed, closedReports, reportStatus: closedReports > 0 ? reportStatus : null, locked };
    });
    if (outcome.locked && action === 'hide' && outcome.changed) await notifyHidden(outcome.locked, adminId);
    return { targetType: target.type, targetId: target.id, hidden: outcome.hidden, closedReports: outcome.closedReports, reportStatus: outcome.reportStatus };
  }

  return {
    /** GET /api/admin/reports: the reports of one status grouped by target, latest report first. */
    async queue({ status, cursor }: ModerationQueueQuery) {
      const rows = await repo.listQueue(db, status, { after: keysetOf(cursor), limit: MODERATION_PAGE_SIZE + 1 });
      return presentQueue(rows);
    },

    act,

    /** The direct visibility routes: hide or restore a review, comment or reply. */
    setVisibility: (adminId: string, target: Target & { type: 'review' | 'comment' }, hidden: boolean) => act(adminId, target, hidden ? 'hide' : 'restore'),

    /**
     * The reports module's seam: runs `file` (filing a report on `target`) in a transaction holding
     * the target's lock, so concurrent reports of one target queue, and hides the target when open
     * reports from AUTO_HIDE_REPORTERS different verified users stand, until an administrator looks.
     * Users are never hidden.
     */
    async fileReport<T>(target: Target, file: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const locked = await lockTarget(tx, target);
        const filed = await file(tx);
        if (!locked || isHidden(locked)) return filed;
        const reporters = await repo.countVerifiedOpenReporters(tx, target);
        if (reporters >= AUTO_HIDE_REPORTERS) {
          await setHidden(tx, locked, true, now());
          await repo.audit(tx, { actorId: null, action: `${target.type}.auto_hide`, target, details: { reporters } });
        }
        return filed;
      });
    },

    /** GET /api/admin/reviews: every live review, newest first, by status and ticket number. */
    async tickets({ status, q, cursor }: AdminReviewsQuery) {
      const rows = await repo.listTickets(db, { status, ticketNumber: q, after: keysetOf(cursor), limit: MODERATION_PAGE_SIZE + 1 });
      return presentTicketPage(rows);
    },

    /**
     * PUT /api/admin/reviews/:id/status: forward along the lifecycle (skipping ahead allowed), or to
     * 'hidden' as a moderation hide. Backward moves, a move to the same status and any move of a
     * hidden review (restore it first) are 409s. The author is told, unless the admin is the author.
     */
    async moveStatus(adminId: string, reviewId: string, { status, note }: ReviewStatusBody) {
      if (status === 'hidden') {
        await act(adminId, { type: 'review', id: reviewId }, 'hide');
      } else {
        const at = now();
        await db.transaction(async (tx) => {
          const review = UUID.test(reviewId) ? await repo.lockReview(tx, reviewId) : undefined;
          if (!review) throw noSuch('review');
          if (review.status === 'hidden') {
            throw new AppError(409, 'review_hidden', 'This review is hidden; restore it in moderation before moving its status.', { status: 'statusMoveNotAllowed' });
          }
          if (!allowedStatusMoves(review.status).includes(status)) {
            throw new AppError(409, 'status_move_not_allowed', `A review moves forward only; it cannot go from ${review.status} to ${status}.`, {
              status: 'statusMoveNotAllowed',
            });
          }
          await repo.moveReviewStatus(tx, review, status, note ?? null, adminId, at);
          await repo.audit(tx, { actorId: adminId, action: 'review.status', target: { type: 'review', id: review.id }, details: { from: review.status, to: status, note: note ?? null } });
        });
        await notifications.notifyReviewStatus(reviewId, status, { actorId: adminId });
      }
      const ticket = await repo.findTicket(db, reviewId);
      if (!ticket) throw noSuch('review');
      return presentTicket(ticket);
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
