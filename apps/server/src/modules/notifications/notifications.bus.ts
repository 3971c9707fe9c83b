import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisConnection } from '../../lib/redis.ts';
import type { Notification } from './notifications.presenter.ts';

/** What a user's open streams are told: a new (or regrouped) notification, or a changed unread count. */
export type NotificationEvent = { type: 'notification'; item: Notification; unreadCount: number } | { type: 'unread'; unreadCount: number };

export type NotificationListener = (event: NotificationEvent) => void;

/**
 * Fan-out of live events to the streams open for a user: in process by default; through Redis
 * pub/sub when several app processes serve users (a stream on process A hears what B created).
 */
export type NotificationBus = {
  publish(userId: string, event: NotificationEvent): Promise<void>;
  /** Resolves once events for `userId` will reach `listener`; the function it gives removes it. */
  subscribe(userId: string, listener: NotificationListener): Promise<() => void>;
  /** Listeners of `userId` in this process (open streams leave none behind). */
  listenerCount(userId: string): number;
  close(): Promise<void>;
};

function localFanOut() {
  const emitter = new EventEmitter();
  // One listener per open stream, keyed by user: many users, many streams, no leak warning.
  emitter.setMaxListeners(0);
  return {
    emit: (userId: string, event: NotificationEvent) => emitter.emit(userId, event),
    subscribe: (userId: string, listener: NotificationListener) => {
      emitter.on(userId, listener);
      return () => void emitter.off(userId, listener);
    },
    listenerCount: (userId: string) => emitter.listenerCount(userId),
    clear: () => emitter.removeAllListeners(),
  };
}

export function memoryNotificationBus(): NotificationBus {
  const local = localFanOut();
  return {
    async publish(userId, event) {
      local.emit(userId, event);
    },
    async subscribe(userId, listener) {
      return local.subscribe(userId, listener);
    },
    listenerCount: local.listenerCount,
    async close() {
      local.clear();
    },
  };
}

/**
 * Every process subscribes to one channel and hands each message to its own listeners of that
 * user: notifications are few next to the other traffic, and nothing is (un)subscribed per stream.
 * While Redis is away, open streams stay open (they hear again once it is back) and publishing
 * drops the event: the notification is stored and listed; the connection has logged the outage.
 */
export function redisNotificationBus(redis: RedisConnection, channel: string, log: FastifyBaseLogger): NotificationBus {
  const local = localFanOut();
  const subscriber = redis.subscriber();
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const { userId, event } = JSON.parse(message) as { userId: string; event: NotificationEvent };
      local.emit(userId, event);
    } catch (error) {
      log.warn({ err: error }, 'notifications: unreadable message');
    }
  });
  const subscribed = subscriber.subscribe(channel).then(() => undefined);
  subscribed.catch(() => undefined); // reported to the streams that wait for it

  return {
    async publish(userId, event) {
      await redis.commands.publish(channel, JSON.stringify({ userId, event })).catch(() => undefined);
    },
    async subscribe(userId, listener) {
      await subscribed;
      return local.subscribe(userId, listener);
    },
    listenerCount: local.listenerCount,
    async close() {
      local.clear();
    },
  };
}
