import type { FastifyReply } from 'fastify';
import type { NotificationEvent } from './notifications.bus.ts';
import type { NotificationsService } from './notifications.service.ts';

/** Proxies and load balancers drop a connection that says nothing for a minute or so. */
export const HEARTBEAT_MS = 25_000;
/** How long an EventSource waits before it reconnects on its own. */
const RETRY_MS = 5_000;

/** The streams open in this process: shutting down ends them (with a retry hint), so the server can close. */
export type OpenStreams = Set<() => void>;

const eventText = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Serves the user's Server-Sent Events on a hijacked reply: `ready` with the unread count once
 * events will arrive, then `notification` and `unread` events as the bus brings them, and a
 * comment line as a heartbeat. Everything is released when either side closes.
 */
export async function serveEventStream(
  reply: FastifyReply,
  { userId, unreadCount, notifications, open }: { userId: string; unreadCount: number; notifications: NotificationsService; open: OpenStreams },
) {
  reply.hijack();
  const raw = reply.raw;
  // Headers set through Fastify (x-request-id) would be lost on a hijacked reply; helmet's are already on raw.
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);

  let unsubscribe: (() => void) | undefined;
  let closed = false;
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  const end = () => {
    if (!raw.writableEnded) raw.end();
  };
  // Spread over the retry period, so the streams of a stopping process do not all reconnect at the same instant.
  const endForShutdown = () => {
    if (!raw.writableEnded) raw.end(`retry: ${Math.round(RETRY_MS * (0.5 + Math.random() / 2))}\n\n`);
  };
  const release = () => {
    closed = true;
    clearInterval(heartbeat);
    unsubscribe?.();
    open.delete(endForShutdown);
  };
  open.add(endForShutdown);
  raw.once('close', release);

  try {
    const stop = await notifications.subscribe(userId, ({ type, ...data }: NotificationEvent) => raw.write(eventText(type, data)));
    // The client may have gone while the subscription was being made.
    if (closed) stop();
    else unsubscribe = stop;
  } catch (error) {
    reply.log.warn({ err: error }, 'notifications: stream could not subscribe');
    end();
    return;
  }
  if (!closed) raw.write(eventText('ready', { unreadCount }));
}
