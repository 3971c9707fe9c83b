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

const securityHeadersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !['x-request-id', 'cache-control', 'content-type', 'content-length', 'date', 'connection'].includes(name)));

describe('every answer', () => {
  it("carries helmet's defaults with our Content-Security-Policy, and nothing else", async () => {
    const common = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'permissions-policy': expect.stringContaining('camera=()'),
    };
    const csp = (frames: string) =>
      `default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https: https://tile.openstreetmap.org;font-src 'self' data:;connect-src 'self' https://tile.openstreetmap.org;frame-src ${frames};object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'`;
    for (const url of ['/api/review-options', '/api/no-such-route']) {
      expect(securityHeadersOf((await http.app.inject({ method: 'GET', url })).headers), url).toEqual({ ...common, 'content-security-policy': csp("'none'") });
    }
    const survey = await buildTestApp({ env: { PUBLIC_URL: 'https://suaratransit.my', SURVEY_URL: 'https://forms.example.com/x' } });
    try {
      expect(securityHeadersOf((await survey.app.inject({ method: 'GET', url: '/api/review-options' })).headers)).toEqual({
        ...common,
        'content-security-policy': csp('https://forms.example.com'),
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
    } finally {
      await survey.close();
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent only when PUBLIC_URL is https', async () => {
    expect((await http.app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
    expect((await https.app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  });
});
