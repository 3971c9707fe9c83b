import { queryInteger, ZPageCursor } from '@suara/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { ZNotificationPage } from './notifications.presenter.ts';
import { STREAM_TICKET_TTL_MS } from './notifications.service.ts';
import { HEARTBEAT_MS, serveEventStream, type OpenStreams } from './notifications.stream.ts';

export const NOTIFICATIONS_PAGE_SIZE = 10;
export const NOTIFICATIONS_PAGE_MAX = 50;

const ZNotificationsQuery = z.object({
  cursor: ZPageCursor,
  limit: z
    .preprocess(queryInteger, z.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX))
    .default(NOTIFICATIONS_PAGE_SIZE),
});

const tags = ['notifications'];
const security = [{ bearer: [] }];
const ZUnread = z.object({ unreadCount: z.number().int() });

/** Signed-in routes answer 401 before their input is validated. */
const signedIn = async (request: FastifyRequest) => {
  requireAuth(request);
};

export const notificationRoutes =
  ({ notifications }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const open: OpenStreams = new Set();
    app.metrics.gauge('notification_streams_open', 'Notification streams (Server-Sent Events) open in this process', () => open.size);
    // Open streams never end by themselves: end them before the server waits for its connections.
    app.addHook('preClose', async () => {
      for (const end of [...open]) end();
    });

    app.get(
      '/api/notifications',
      {
        schema: {
          tags,
          security,
          description: `The caller's notifications, newest first, ${NOTIFICATIONS_PAGE_SIZE} a page unless limit says otherwise (1..${NOTIFICATIONS_PAGE_MAX}), with the unread count. Pass nextCursor back as cursor.`,
          querystring: ZNotificationsQuery,
          response: { 200: ZNotificationPage },
        },
        onRequest: signedIn,
      },
      async (request) => notifications.list(requireAuth(request).user.id, request.query),
    );

    app.get(
      '/api/notifications/unread-count',
      { schema: { tags, security, description: "The caller's unread notifications.", response: { 200: ZUnread } }, onRequest: signedIn },
      async (request) => ({ unreadCount: await notifications.unreadCount(requireAuth(request).user.id) }),
    );

    app.post(
      '/api/notifications/read-all',
      { schema: { tags, security, description: "Marks all the caller's notifications read." }, onRequest: signedIn },
      async (request, reply) => {
        await notifications.readAll(requireAuth(request).user.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/notifications/:id/read',
      {
        schema: { tags, security, description: "Marks one of the caller's notifications read; 404 for anyone else's.", params: z.object({ id: z.string() }) },
        onRequest: signedIn,
      },
      async (request, reply) => {
        await notifications.read(requireAuth(request).user.id, request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/notifications/stream-ticket',
      {
        schema: {
          tags,
          security,
          description: `A single-use ticket for GET /api/notifications/stream, valid ${STREAM_TICKET_TTL_MS / 1000} s (an EventSource cannot send the Authorization header).`,
          response: { 200: z.object({ ticket: z.string() }) },
        },
        onRequest: signedIn,
      },
      async (request) => ({ ticket: await notifications.issueStreamTicket(requireAuth(request).user.id) }),
    );

    app.get(
      '/api/notifications/stream',
      {
        schema: {
          tags,
          description: `Server-Sent Events for the ticket's user: 'ready' { unreadCount } once connected, then 'notification' { item, unreadCount } and 'unread' { unreadCount }; a comment line every ${HEARTBEAT_MS / 1000} s. 401 stream_ticket_invalid for a missing, unknown, used or expired ticket.`,
          querystring: z.object({ ticket: z.string().optional() }),
        },
      },
      async (request, reply) => {
        const userId = await notifications.redeemStreamTicket(request.query.ticket);
        const unreadCount = await notifications.unreadCount(userId);
        await serveEventStream(reply, { userId, unreadCount, notifications, open });
      },
    );
  };
