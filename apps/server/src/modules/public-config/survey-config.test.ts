import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

// The /survey page embeds SURVEY_URL: the web app learns it from /api/config, and the CSP must let
// the page frame that origin (and no other). The e2e server has no survey, so this is where the
// configured case is covered.
const SURVEY_URL = 'https://forms.example.my/s/rider-survey?lang=en';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => (t = await buildTestApp({ env: { SURVEY_URL } })));
afterAll(() => t.close());

describe('a configured survey', () => {
  it('is given to the web app and may be framed from its origin only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ surveyUrl: SURVEY_URL });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-src https://forms.example.my;');
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('no survey', () => {
  it('tells the web app null and frames nothing', async () => {
    const bare = await buildTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.json()).toMatchObject({ surveyUrl: null });
      expect(String(res.headers['content-security-policy'])).toContain("frame-src 'none'");
    } finally {
      await bare.close();
    }
  });
});
