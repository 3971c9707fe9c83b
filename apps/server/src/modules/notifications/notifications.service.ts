import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { ReviewStatus } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RedisConnection } from '../../lib/redis.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { NewCommentEvent } from '../community/comments.service.ts';
import type { NewMeToo } from '../community/me-too.service.ts';
import type { NewLike } from '../community/reactions.service.ts';
import { memoryOneTimeStore, redisOneTimeStore, type OneTimeStore } from '../oauth/oauth.store.ts';
import { decodeCursor, UUID } from '../reviews/reviews.cursor.ts';
import { memoryNotificationBus, redisNotificationBus, type NotificationBus, type NotificationListener } from './notifications.bus.ts';
import { NOTIFICATION_ORDER, presentNotification, presentNotificationPage, type Notification } from './notifications.presenter.ts';
import * as repo from './notifications.repository.ts';

export type NotificationsQuery = { cursor?: string; limit: number };

export type NotificationsDeps = {
  db: Database;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** Set when REDIS_URL is: the bus and tickets then go through it. */
  redis?: RedisConnection;
  /** Defaults: in memory, or through `redis` (tests pass their own). */
  bus?: NotificationBus;
  tickets?: OneTimeStore;
  now?: () => Date;
};

/** How long a stream ticket may wait to be used: long enough for a slow network, too short to be worth stealing. */
export const STREAM_TICKET_TTL_MS = 60_000;
/** Per user: reconnects with backoff from a few tabs stay far below it. */
export const STREAM_TICKETS_PER_HOUR = 300;
const HOUR = 3_600_000;

const badTicket = () => new AppError(401, 'stream_ticket_invalid', 'This stream ticket is unknown, used or expired; ask for a new one.');

/**
 * Notifications (issue #6): written after the action that causes them commits, never for one's own
 * action, and pushed live to the recipient's open streams. Likes of one target group into one
 * unread row. A failure to notify is logged and never fails the like or comment that caused it.
 */
export function createNotificationsService({ db, limiter, log, now = () => new Date(), ...deps }: NotificationsDeps) {
  const { redis } = deps;
  const bus = deps.bus ?? (redis ? redisNotificationBus(redis, `${redis.prefix}notifications`, log) : memoryNotificationBus());
  const tickets = deps.tickets ?? (redis ? redisOneTimeStore(redis, 'stream-ticket:') : memoryOneTimeStore());

  /** Tells the recipient's streams about the stored notification `id`. */
  const deliver = async (userId: string, id: string) => {
    const row = await repo.findNotification(db, userId, id);
    if (!row) return;
    const item = presentNotification(row);
    await bus.publish(userId, { type: 'notification', item, unreadCount: await repo.countUnread(db, userId) });
    return item;
  };

  const safely = async <T>(what: string, run: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await run();
    } catch (error) {
      log.error({ err: error }, `notifications: could not notify of ${what}`);
      return undefined;
    }
  };

  const unreadChanged = async (userId: string) => {
    await safely('a read', async () => bus.publish(userId, { type: 'unread', unreadCount: await repo.countUnread(db, userId) }));
  };

  return {
    /** The reactions service's seam: '{name} liked your review|comment', grouped per target while unread. */
    onLiked: async (like: NewLike): Promise<void> => {
      if (like.ownerId === like.actorId) return;
      await safely('a like', async () => {
        const id = await repo.upsertGroupedNotification(db, {
          userId: like.ownerId,
          kind: like.kind === 'review' ? 'review.liked' : 'comment.liked',
          actorId: like.actorId,
          reviewId: like.reviewId,
          commentId: like.kind === 'comment' ? like.targetId : null,
        });
        await deliver(like.ownerId, id);
      });
    },

    /** The 'me too' service's seam: '{name} (and 2 others) said this happened to them too', grouped per review while unread. */
    onMeToo: async (meToo: NewMeToo): Promise<void> => {
      await safely("a 'me too'", async () => {
        const id = await repo.upsertGroupedNotification(db, { userId: meToo.authorId, kind: 'review.me_too', actorId: meToo.actorId, reviewId: meToo.reviewId });
        await deliver(meToo.authorId, id);
      });
    },

    /** The comments service's seam: '{name} commented on your review' or '{name} replied to your comment'. */
    onPosted: async (event: NewCommentEvent): Promise<void> => {
      if (event.recipientId === event.actorId) return;
      await safely(`a ${event.kind}`, async () => {
        const id = await repo.insertNotification(db, {
          userId: event.recipientId,
          kind: event.kind === 'comment' ? 'review.commented' : 'comment.replied',
          actorId: event.actorId,
          reviewId: event.reviewId,
          commentId: event.commentId,
        });
        await deliver(event.recipientId, id);
      });
    },

    /**
     * 'Your review #{ticketNumber} is now {status}', for an administrator's status change: call it
     * after the change commits. Nothing when the review is unknown or deleted, or when `actorId`
     * (the administrator) is its author. Answers what was sent.
     */
    notifyReviewStatus: async (reviewId: string, status: ReviewStatus, { actorId }: { actorId?: string } = {}): Promise<Notification | undefined> =>
      safely('a status change', async () => {
        const authorId = UUID.test(reviewId) ? await repo.findReviewAuthor(db, reviewId) : undefined;
        if (!authorId || authorId === actorId) return undefined;
        const id = await repo.insertNotification(db, { userId: authorId, kind: 'review.status', actorId: null, reviewId, status });
        return deliver(authorId, id);
      }),

    /** '{operator} responded to your review #{ticketNumber}', after an official response commits; not to a staff member who wrote the review. */
    notifyReviewResponse: async (reviewId: string, { actorId }: { actorId: string }): Promise<Notification | undefined> =>
      safely('a response', async () => {
        const authorId = await repo.findReviewAuthor(db, reviewId);
        if (!authorId || authorId === actorId) return undefined;
        const id = await repo.insertNotification(db, { userId: authorId, kind: 'review.response', actorId: null, reviewId });
        return deliver(authorId, id);
      }),

    /** '{name} reopened review #{ticketNumber}', to each of the operator team's `staffIds` after the reopen commits. */
    notifyReviewReopened: async (reviewId: string, staffIds: string[], { actorId }: { actorId: string }): Promise<void> => {
      await safely('a reopen', async () => {
        for (const userId of staffIds.filter((id) => id !== actorId)) {
          const id = await repo.insertNotification(db, { userId, kind: 'review.reopened', actorId, reviewId, status: 'in_progress' });
          await deliver(userId, id);
        }
      });
    },

    /** The user's notifications, newest first, with their unread count. */
    async list(userId: string, { cursor, limit }: NotificationsQuery) {
      const after = cursor ? decodeCursor(cursor, NOTIFICATION_ORDER).values : undefined;
      const [rows, unread] = await Promise.all([
        repo.listNotifications(db, userId, { after: after && { createdAt: after[0] as string, id: after[1] as string }, limit: limit + 1 }),
        repo.countUnread(db, userId),
      ]);
      return presentNotificationPage(rows, limit, unread);
    },

    unreadCount: (userId: string) => repo.countUnread(db, userId),

    async readAll(userId: string) {
      if ((await repo.markAllRead(db, userId, now())) > 0) await unreadChanged(userId);
    },

    /** Marks one of the user's notifications read; anyone else's (or an unknown id) is a 404. */
    async read(userId: string, id: string) {
      if (!UUID.test(id) || !(await repo.markRead(db, userId, id, now()))) throw notFound('No such notification.');
      await unreadChanged(userId);
    },

    /** A single-use ticket that opens the user's stream within a minute (EventSource sends no Authorization header). */
    async issueStreamTicket(userId: string) {
      await limiter.consume(`notifications:ticket:${userId}`, { max: STREAM_TICKETS_PER_HOUR, windowMs: HOUR });
      const ticket = newToken();
      await tickets.put(hashToken(ticket), userId, STREAM_TICKET_TTL_MS);
      return ticket;
    },

    /** The user a ticket was issued to; it cannot be used again. 401 for a missing, unknown, used or expired one. */
    async redeemStreamTicket(ticket: string | undefined) {
      const userId = ticket ? await tickets.take(hashToken(ticket)) : undefined;
      if (!userId) throw badTicket();
      return userId;
    },

    subscribe: (userId: string, listener: NotificationListener) => bus.subscribe(userId, listener),
    listenerCount: (userId: string) => bus.listenerCount(userId),

    async close() {
      await Promise.all([bus.close(), tickets.close()]);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one notifications service (for an operator's script or a test that needs this process's streams). */
    notifications: NotificationsService;
  }
}
