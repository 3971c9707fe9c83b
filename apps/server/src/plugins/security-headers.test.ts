import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
let http: TestApp;
let https: TestApp;

beforeAll(async () => {
  http = await buildTestApp({ env: { PUBLIC_URL: 'http://localhost:4700' } });
  https = await buildTestApp({ env: { PUBLIC_URL: 'https://suaratransit.my' } });
});
afterAll(async () => {
  await http.close();
  await https.close();
});

describe('Permissions-Policy', () => {
  it('denies camera, microphone, payment, USB and the like, and keeps geolocation for our own pages, on every answer', async () => {
    for (const url of ['/', '/api/review-options', '/api/no-such-route']) {
      const res = await http.app.inject({ method: 'GET', url });
      const policy = String(res.headers['permissions-policy']).split(', ');
      for (const feature of ['camera', 'microphone', 'payment', 'usb', 'serial', 'bluetooth', 'display-capture']) expect(policy, url).toContain(`${feature}=()`);
      expect(policy, url).toContain('geolocation=(self)');
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent only when PUBLIC_URL is https', async () => {
    expect((await http.app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
    expect((await https.app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  });
});
