import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startS3Server, type S3Server } from '../../../test/s3-server.ts';
import { attachments } from '../../db/schema/index.ts';
import { RateLimiter, memoryCounterStore } from '../../plugins/rate-limiter.ts';
import { createStorage } from '../../plugins/storage/create-storage.ts';
import { auth, markVerified, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { createUploadsService } from './uploads.service.ts';
import { multipart, pdfFile, smallPng, uploadOk } from './uploads.test-support.ts';

let s3: S3Server;
let client: S3Client;
let t: TestApp;
let me: SignedIn;

beforeAll(async () => {
  s3 = await startS3Server();
  client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: s3.env.S3_ACCESS_KEY, secretAccessKey: s3.env.S3_SECRET_KEY } });
  t = await buildTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100', ...s3.env } });
  me = await signUpAndIn(t);
  await markVerified(t, me.id);
});
afterAll(async () => {
  await t?.close();
  client?.destroy();
  await s3?.close();
});

/** The object behind a file URL (/api/files/<key>), or its HTTP status when there is none. */
const headObject = (url: string) =>
  client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: url.replace('/api/files/', '') })).catch((error: { $metadata: { httpStatusCode: number } }) => error.$metadata.httpStatusCode);

describe('files on S3', () => {
  it('stores uploads in the bucket and serves them from it with their type, size and cache headers', async () => {
    const [photo, pdf] = await uploadOk(t, me.token, [await smallPng(), pdfFile()]);
    for (const url of [photo!.url, photo!.thumbUrl!, pdf!.url]) {
      const object = await headObject(url);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(object).toMatchObject({ ContentType: served.headers['content-type'], ContentLength: served.rawPayload.length });
      expect(served.headers).toMatchObject({ 'content-length': String(served.rawPayload.length), 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
    }
    expect((await t.app.inject({ method: 'GET', url: photo!.url })).headers['content-type']).toBe('image/webp');
    expect((await t.app.inject({ method: 'GET', url: pdf!.url })).headers).toMatchObject({ 'content-type': 'application/pdf', 'content-disposition': expect.stringMatching(/^attachment/) });
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
  });

  it('answers 404 for a file the bucket does not hold', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/files/uploads/00000000-0000-4000-8000-000000000000.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('keeps avatars in the bucket, and removes the old one when it is replaced', async () => {
    const put = async () => {
      const { payload, contentType } = await multipart([await smallPng()], 'avatar');
      const res = await t.app.inject({ method: 'PUT', url: '/api/users/me/avatar', payload, headers: { ...auth(me.token), 'content-type': contentType } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ user: { avatarUrl: string } }>().user.avatarUrl;
    };
    const first = await put();
    expect(await headObject(first)).toMatchObject({ ContentType: 'image/webp' });
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
    const second = await put();
    expect(await headObject(first)).toBe(404);
    expect(await headObject(second)).toMatchObject({ ContentType: 'image/webp' });
  });

  it('sweeps an unclaimed upload from the bucket as well as the database', async () => {
    const [old] = await uploadOk(t, me.token, [await smallPng('old.png')]);
    await t.db.update(attachments).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(attachments.id, old!.id));
    const storage = createStorage(t.config);
    const store = memoryCounterStore();
    try {
      const uploads = createUploadsService({ db: t.db, storage, limiter: new RateLimiter(store), log: t.app.log });
      expect(await uploads.sweepOrphanUploads(new Date())).toBe(1);
    } finally {
      storage.close();
      await store.close();
    }
    expect(await headObject(old!.url)).toBe(404);
    expect(await headObject(old!.thumbUrl!)).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: old!.url })).statusCode).toBe(404);
  });
});
