import { expect } from 'vitest';
import { auth, type TestApp } from '../users/users.test-support.ts';

/** Helpers shared by the notifications tests: the community actions that notify, through the real routes. */
export type Item = {
  id: string;
  kind: string;
  actor: { id: string; name: string; avatarUrl: string | null } | null;
  actorCount: number;
  reviewId: string;
  commentId: string | null;
  ticketNumber: number;
  status: string | null;
  readAt: string | null;
  createdAt: string;
};
export type Page = { items: Item[]; nextCursor: string | null; unreadCount: number };

export async function comment(t: TestApp, token: string, reviewId: string, body = 'Same here.') {
  const res = await t.app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/comments`, payload: { body }, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ comment: { id: string } }>().comment.id;
}

export async function reply(t: TestApp, token: string, commentId: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/comments/${commentId}/replies`, payload: { body: 'Agreed.' }, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ reply: { id: string } }>().reply.id;
}

export async function react(t: TestApp, token: string, kind: 'reviews' | 'comments', id: string, value: 'like' | 'unlike' | null) {
  const res = await t.app.inject({ method: 'PUT', url: `/api/${kind}/${id}/reaction`, payload: { value }, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
}

export async function listPage(t: TestApp, token: string, query = ''): Promise<Page> {
  const res = await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

export async function streamTicket(t: TestApp, token: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/notifications/stream-ticket', headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ ticket: string }>().ticket;
}

export type SseEvent = { event: string; data: unknown };

/**
 * A Server-Sent Events client over Node's fetch: `next(name)` waits for the next event of that
 * name (skipping others); `ended` resolves when the server closes the stream; `retries` holds the
 * reconnection delays the server asked for.
 */
export async function openStream(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  let done = false;
  const wake = () => waiters.splice(0).forEach((w) => w());
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          const retry = /^retry: (\d+)$/m.exec(block)?.[1];
          if (retry) retries.push(Number(retry));
        }
        wake();
      }
    } catch {
      // aborted by the test
    }
    done = true;
    wake();
  })();
  return {
    response,
    ended,
    retries,
    async next(name: string): Promise<SseEvent> {
      for (;;) {
        const index = events.findIndex((e) => e.event === name);
        if (index >= 0) return events.splice(0, index + 1).at(-1)!;
        if (done) throw new Error(`the stream ended before a '${name}' event`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => controller.abort(),
  };
}
