import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => (t = await buildTestApp({ env: { TILE_URL: 'https://tiles.example.my/{z}/{x}/{y}.png' } })));
afterAll(() => t.close());

describe('GET /api/config', () => {
  it('tells the web app the configured tile server and survey', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tileUrl: 'https://tiles.example.my/{z}/{x}/{y}.png', surveyUrl: null });
  });
});
