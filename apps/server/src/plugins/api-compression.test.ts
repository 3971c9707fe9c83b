import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { adminPerson } from '../modules/reviews/reviews.test-support.ts';
import { auth, type SignedIn, type TestApp } from '../modules/users/users.test-support.ts';
import { API_COMPRESSION_MIN_BYTES } from './api-compression.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminPerson(t);
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...auth(token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

describe('API response compression', () => {
  // The review options (feelings, services, aspects in two languages) are a few KB of JSON.
  const BIG = '/api/review-options';

  it('sends a JSON response over 1 KB with brotli when the client accepts it, marked as varying', async () => {
    const plain = await get(BIG);
    expect(plain.rawPayload.length).toBeGreaterThan(API_COMPRESSION_MIN_BYTES);

    const res = await get(BIG, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip, and sends it as it is to a client that accepts neither', async () => {
    const gzip = await get(BIG, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual((await get(BIG)).json());

    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await get(BIG, acceptEncoding);
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.json(), acceptEncoding).toMatchObject({ feelings: expect.any(Array) });
    }
  });

  it('leaves a response under 1 KB alone', async () => {
    const res = await get('/api/health', 'gzip, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('compresses a streamed CSV download, but not a spreadsheet (already a zip)', async () => {
    const csv = await get('/api/admin/exports/users.csv', 'gzip', admin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="users-/);
    const text = zlib.gunzipSync(csv.rawPayload).toString();
    expect(text.startsWith('\uFEFF"Name","Username",')).toBe(true);
    expect(text).toContain(admin.username);

    const xlsx = await get('/api/admin/exports/full-report.xlsx', 'gzip, br', admin.token);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
