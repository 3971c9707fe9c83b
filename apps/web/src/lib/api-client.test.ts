import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, requestEarly } from './api-client';

describe('requestEarly', () => {
  const requests: string[] = [];
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ answer: requests.length }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    requests.length = 0;
  });

  const answer = async (path: string, options?: Parameters<typeof apiFetch>[1]) => ((await (await apiFetch(`${base}${path}`, options)).json()) as { answer: number }).answer;

  it('gives the page’s own GET of the same path the answer already asked for, once', async () => {
    requestEarly(`${base}/api/reviews/trending`);
    expect(await answer('/api/reviews/trending')).toBe(1);
    expect(await answer('/api/reviews/trending')).toBe(2);
    expect(requests).toEqual(['GET /api/reviews/trending', 'GET /api/reviews/trending']);
  });

  it('is not taken by another path or another method', async () => {
    requestEarly(`${base}/api/reviews?sort=latest`);
    expect(await answer('/api/reviews?sort=critical')).toBe(2);
    expect(await answer('/api/reviews?sort=latest', { method: 'POST', json: {} })).toBe(3);
    expect(await answer('/api/reviews?sort=latest')).toBe(1);
  });

  it('is dropped once it is too old to be fresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      requestEarly(`${base}/api/reviews/trending`);
      await vi.waitFor(() => expect(requests).toHaveLength(1), { interval: 5 });
      vi.advanceTimersByTime(10_000);
    } finally {
      vi.useRealTimers();
    }
    expect(await answer('/api/reviews/trending')).toBe(2);
  });

  it('a failed early request is its taker’s to report: untaken, it is no unhandled rejection', async () => {
    const closed = `${base}/api/reviews/trending`;
    await new Promise((resolve) => server.close(resolve));
    try {
      requestEarly(closed);
      // Vitest fails the run on an unhandled rejection.
      await new Promise((resolve) => setTimeout(resolve, 200));
      requestEarly(closed);
      await expect(apiFetch(closed, { toast: false })).rejects.toMatchObject({ code: 'network_error' });
    } finally {
      await new Promise<void>((resolve) => server.listen(Number(new URL(base).port), '127.0.0.1', resolve));
    }
  });
});
