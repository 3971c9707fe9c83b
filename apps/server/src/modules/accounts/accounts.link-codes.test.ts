import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../users/users.test-support.ts';

// RATE_LIMIT_MULTIPLIER 0.1: 2 verify-email and 1 update-password attempts per address per window.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MULTIPLIER: '0.1' } });
});
afterAll(() => t.close());

const guess = (i: number) => `guessed-code-${i}`.padEnd(43, 'x');

describe.each([
  ['/api/auth/verify-email', (code: string) => ({ emailCode: code }), 2, 'verification_link_invalid'],
  ['/api/auth/update-password', (code: string) => ({ code, password: 'Baru123!' }), 1, 'reset_link_invalid'],
])('POST %s', (url, body, allowed, wrongCode) => {
  it('is rate-limited per address: 429 rate_limited with Retry-After in the envelope, other addresses unaffected', async () => {
    const send = (i: number, remoteAddress: string) => t.app.inject({ method: 'POST', url, payload: body(guess(i)), remoteAddress });
    const address = url.includes('verify') ? '10.16.0.1' : '10.16.0.2';
    for (let i = 0; i < allowed; i++) {
      const res = await send(i, address);
      expect([res.statusCode, res.json().error.code]).toEqual([400, wrongCode]);
    }
    const limited = await send(allowed, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'rate_limited', message: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const elsewhere = await send(allowed + 1, `${address}0`);
    expect([elsewhere.statusCode, elsewhere.json().error.code]).toEqual([400, wrongCode]);
  });
});
