import fs from 'node:fs';
import path from 'node:path';
import { UPLOAD_MAX_BYTES, messageText } from '@suara/domain';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { minimalPdf } from '../../../test/fixture-files.ts';
import { attachments } from '../../db/schema/index.ts';
import { RateLimiter, memoryCounterStore } from '../../plugins/rate-limiter.ts';
import { createStorage } from '../../plugins/storage/create-storage.ts';
import { auth, insertReview, markVerified, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { sanitiseFileName } from './upload-files.ts';
import { createUploadsService } from './uploads.service.ts';
import { pdfFile, postFiles, smallPng, solid, uploadOk, type OutgoingFile } from './uploads.test-support.ts';

let t: TestApp;
let me: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  me = await signUpAndIn(t);
  await markVerified(t, me.id);
});
afterAll(async () => {
  await t.close();
});

async function verifiedPerson() {
  const person = await signUpAndIn(t);
  await markVerified(t, person.id);
  return person;
}

/** Where the local disk storage keeps a file served at `url`. */
const diskPath = (url: string) => path.join(t.config.dataDir, 'uploads', 'uploads', url.split('/').pop()!);
const rowsOf = (userId: string) => t.db.select().from(attachments).where(eq(attachments.uploaderId, userId));

async function expectRefused(res: Awaited<ReturnType<typeof postFiles>>, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  return res.json().error as { code: string; message: string; fields?: Record<string, string> };
}

describe('POST /api/uploads: who may upload', () => {
  it('answers 401 to a visitor and 403 email_not_verified to an unverified user', async () => {
    await expectRefused(await postFiles(t, undefined, [await smallPng()]), 401, 'unauthenticated');
    const unverified = await signUpAndIn(t);
    await expectRefused(await postFiles(t, unverified.token, [await smallPng()]), 403, 'email_not_verified');
    expect(await rowsOf(unverified.id)).toEqual([]);
  });
});

describe('POST /api/uploads: images', () => {
  it('strips EXIF and GPS, applies the orientation and serves WebP with a long cache', async () => {
    // Top half red, bottom half blue, tagged "rotate 90° clockwise to display" (orientation 6), with GPS.
    const red = await solid(200, 50, '#ff0000').png().toBuffer();
    const jpeg = await solid(200, 100, '#0000ff')
      .composite([{ input: red, top: 0, left: 0 }])
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Artist: 'Siti Aminah', Copyright: 'x' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '3/1 8/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '101/1 36/1 0/1' } },
      })
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.exif).toBeDefined();
    expect(original.exif!.includes(Buffer.from('Siti Aminah'))).toBe(true);
    // The GPS IFD pointer (tag 0x8825), in either byte order.
    expect(original.exif!.includes(Buffer.from([0x88, 0x25])) || original.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const [item] = await uploadOk(t, me.token, [{ bytes: jpeg, name: 'bus stop.jpg', type: 'image/jpeg' }]);
    expect(item).toMatchObject({ type: 'image', originalName: 'bus stop.jpg', width: 100, height: 200 });
    expect(item!.url).toMatch(/^\/api\/files\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(item!.thumbUrl).toMatch(/^\/api\/files\/uploads\/[0-9a-f-]{36}\.thumb\.webp$/);

    const file = await t.app.inject({ method: 'GET', url: item!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
    const stored = file.rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 100, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Siti'))).toBe(false);

    // Rotated upright: the red top edge is now on the right.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(10, 100)[2]).toBeGreaterThan(200);
    expect(pixel(90, 100)[0]).toBeGreaterThan(200);

    const [row] = await t.db.select().from(attachments).where(eq(attachments.id, item!.id));
    expect(row).toMatchObject({ uploaderId: me.id, reviewId: null, mime: 'image/webp', originalName: 'bus stop.jpg', width: 100, height: 200, bytes: stored.length });
  });

  it('fits a 3000×2000 PNG inside 2048 px and makes a 480 px thumbnail', async () => {
    const png = await solid(3000, 2000).png().toBuffer();
    const [item] = await uploadOk(t, me.token, [{ bytes: png, name: 'wide.png', type: 'image/png' }]);
    expect(item).toMatchObject({ width: 2048, height: 1365 });
    const main = await sharp(fs.readFileSync(diskPath(item!.url))).metadata();
    expect(main).toMatchObject({ format: 'webp', width: 2048, height: 1365 });
    const thumb = await t.app.inject({ method: 'GET', url: item!.thumbUrl! });
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 });
  });

  it('takes several files of every accepted type in one request, by content, in order, bodies over 1 MB included', async () => {
    // Noise does not compress: this PNG is well over the JSON body limit.
    const noise = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 90 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1_100_000);
    const files: OutgoingFile[] = [
      { bytes: await solid(40, 30).jpeg().toBuffer(), name: 'a.jpg', type: 'image/jpeg' },
      { bytes: noise, name: 'b.png', type: 'image/png' },
      { bytes: await solid(40, 30).webp().toBuffer(), name: 'c.webp', type: 'image/webp' },
      { bytes: await solid(40, 30).gif().toBuffer(), name: 'd.gif', type: 'image/gif' },
      // The declared type and the name do not matter: this is a real PNG.
      { bytes: await solid(20, 20).png().toBuffer(), name: 'notes.txt', type: 'text/plain' },
      pdfFile('e.pdf'),
    ];
    const items = await uploadOk(t, me.token, files);
    expect(items.map((i) => [i.originalName, i.type])).toEqual([
      ['a.jpg', 'image'],
      ['b.png', 'image'],
      ['c.webp', 'image'],
      ['d.gif', 'image'],
      ['notes.txt', 'image'],
      ['e.pdf', 'pdf'],
    ]);
    expect(items[1]).toMatchObject({ width: 700, height: 700 });
  });
});

describe('POST /api/uploads: PDFs', () => {
  it('stores a PDF as sent and serves it as a download that is never sniffed', async () => {
    const [item] = await uploadOk(t, me.token, [pdfFile('Receipt March.pdf')]);
    expect(item).toMatchObject({ type: 'pdf', thumbUrl: null, width: null, height: null, originalName: 'Receipt March.pdf' });
    expect(item!.url).toMatch(/^\/api\/files\/uploads\/[0-9a-f-]{36}\.pdf$/);
    const file = await t.app.inject({ method: 'GET', url: item!.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(minimalPdf())).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f-]{36}\.pdf"$/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('refuses a file that starts like a PDF but is not one (415)', async () => {
    const truncated = minimalPdf().subarray(0, 120);
    const error = await expectRefused(await postFiles(t, me.token, [{ bytes: truncated, name: 'form.pdf', type: 'application/pdf' }]), 415, 'unsupported_media_type');
    expect(error.fields).toEqual({ files: 'fileTypeNotAllowed' });
    expect(error.message).toContain("'form.pdf'");
    const junkAfterEof = Buffer.concat([minimalPdf(), Buffer.from('<script>alert(1)</script>')]);
    await expectRefused(await postFiles(t, me.token, [{ bytes: junkAfterEof, name: 'x.pdf', type: 'application/pdf' }]), 415, 'unsupported_media_type');
  });
});

describe('POST /api/uploads: refused files', () => {
  it.each([
    ['an ELF executable', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(200, 1)])],
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n')],
    ['a Windows executable', Buffer.from('MZ\x90\x00\x03 This program cannot be run in DOS mode.')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['garbage behind a JPEG signature', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)])],
  ])('refuses %s renamed .jpg (415)', async (_what, bytes) => {
    const error = await expectRefused(await postFiles(t, me.token, [{ bytes, name: 'holiday.jpg', type: 'image/jpeg' }]), 415, 'unsupported_media_type');
    expect(error.fields).toEqual({ files: 'fileTypeNotAllowed' });
  });

  it('refuses a 0-byte file (422 file_empty)', async () => {
    const error = await expectRefused(await postFiles(t, me.token, [{ bytes: Buffer.alloc(0), name: 'empty.png', type: 'image/png' }]), 422, 'file_empty');
    expect(error.message).toContain("'empty.png'");
  });

  it('refuses a file of 10 MB + 1 byte (413 file_too_large)', async () => {
    const error = await expectRefused(await postFiles(t, me.token, [{ bytes: Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1), name: 'huge.png', type: 'image/png' }]), 413, 'file_too_large');
    expect(error.fields).toEqual({ files: 'fileTooLarge' });
  });

  it('refuses 7 files in one request (413 too_many_files) and stores none', async () => {
    const person = await verifiedPerson();
    const png = await smallPng();
    const error = await expectRefused(await postFiles(t, person.token, Array.from({ length: 7 }, () => png)), 413, 'too_many_files');
    expect(error).toMatchObject({ message: messageText('attachmentsTooMany', 'en'), fields: { files: 'attachmentsTooMany' } });
    expect(await rowsOf(person.id)).toEqual([]);
  });

  it('stores nothing when one file of several is refused', async () => {
    const person = await verifiedPerson();
    const before = fs.readdirSync(path.join(t.config.dataDir, 'uploads', 'uploads')).length;
    const res = await postFiles(t, person.token, [await smallPng('ok.png'), { bytes: Buffer.from('#!/bin/sh\n'), name: 'bad.jpg', type: 'image/jpeg' }]);
    await expectRefused(res, 415, 'unsupported_media_type');
    expect(await rowsOf(person.id)).toEqual([]);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'uploads', 'uploads')).length).toBe(before);
  });

  it('answers 422 files_required with no file in the field files, and 415 to a body that is not multipart', async () => {
    await expectRefused(await postFiles(t, me.token, [await smallPng()], 'photo'), 422, 'files_required');
    const json = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: { files: [] }, headers: auth(me.token) });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('unsupported_media_type');
  });

  it('keeps a safe version of the name: no path, control or direction characters', async () => {
    const [item] = await uploadOk(t, me.token, [{ ...(await smallPng()), name: '..\\..\\etc\\pass\u202Ewd\u0007 photo.png' }]);
    expect(item!.originalName).toBe('passwd photo.png');
    expect(sanitiseFileName('../../.hidden', 'file')).toBe('hidden');
    expect(sanitiseFileName('\u0000\u200B', 'file')).toBe('file');
    const long = sanitiseFileName(`${'a'.repeat(300)}.jpeg`, 'file');
    expect(long).toHaveLength(120);
    expect(long.endsWith('a.jpeg')).toBe(true);
  });

  it('limits uploads to 60 files an hour per user (429 with Retry-After)', async () => {
    const person = await verifiedPerson();
    const png = await smallPng();
    for (let i = 0; i < 10; i += 1) await uploadOk(t, person.token, Array.from({ length: 6 }, () => png));
    const res = await postFiles(t, person.token, [png]);
    await expectRefused(res, 429, 'rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another rider is not affected.
    await uploadOk(t, me.token, [png]);
  });
});

describe('GET /api/files/uploads/:name', () => {
  it('answers 404 for names we never make', async () => {
    for (const name of ['nope.webp', '..%2F..%2Fserver.lock', '00000000-0000-0000-0000-000000000000.webp', '00000000-0000-0000-0000-000000000000.exe']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/files/uploads/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});

describe('sweepOrphanUploads', () => {
  it('deletes uploads no review claimed within 24 hours, rows and files, and keeps the others', async () => {
    const person = await verifiedPerson();
    const [old, fresh, attached] = await uploadOk(t, person.token, [await smallPng('old.png'), pdfFile('fresh.pdf'), await smallPng('attached.png')]);
    const review = await insertReview(t, person.id);
    await t.db.update(attachments).set({ reviewId: review.id }).where(eq(attachments.id, attached!.id));
    const dayAndABitAgo = new Date(Date.now() - 25 * 3_600_000);
    await t.db.update(attachments).set({ createdAt: dayAndABitAgo }).where(eq(attachments.id, old!.id));
    await t.db.update(attachments).set({ createdAt: dayAndABitAgo }).where(eq(attachments.id, attached!.id));

    const store = memoryCounterStore();
    const uploads = createUploadsService({ db: t.db, storage: createStorage(t.config), limiter: new RateLimiter(store), log: t.app.log });
    try {
      await uploads.sweepOrphanUploads(new Date());
      // Nothing is left to sweep.
      expect(await uploads.sweepOrphanUploads(new Date())).toBe(0);
    } finally {
      await store.close();
    }

    expect((await rowsOf(person.id)).map((r) => r.id).sort()).toEqual([fresh!.id, attached!.id].sort());
    expect(fs.existsSync(diskPath(old!.url))).toBe(false);
    expect(fs.existsSync(diskPath(old!.thumbUrl!))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: old!.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: fresh!.url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: attached!.url })).statusCode).toBe(200);
  });

  it('goes on past a file it cannot remove, and logs it', async () => {
    const person = await verifiedPerson();
    const [stuck, other] = await uploadOk(t, person.token, [await smallPng('stuck.png'), await smallPng('other.png')]);
    await t.db.update(attachments).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(attachments.uploaderId, person.id));
    // A directory where the photo was: the local disk will not remove it.
    fs.rmSync(diskPath(stuck!.url));
    fs.mkdirSync(path.join(diskPath(stuck!.url), 'in-the-way'), { recursive: true });

    const logged: { level: number; msg: string; key?: string }[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const store = memoryCounterStore();
    const uploads = createUploadsService({ db: t.db, storage: createStorage(t.config), limiter: new RateLimiter(store), log });
    try {
      expect(await uploads.sweepOrphanUploads(new Date())).toBe(2);
    } finally {
      await store.close();
    }

    expect(await rowsOf(person.id)).toEqual([]);
    expect(fs.existsSync(diskPath(stuck!.thumbUrl!))).toBe(false);
    expect(fs.existsSync(diskPath(other!.url))).toBe(false);
    expect(fs.existsSync(diskPath(other!.thumbUrl!))).toBe(false);
    expect(logged).toEqual([expect.objectContaining({ msg: 'could not remove uploaded file', key: stuck!.url.replace('/api/files/', '') })]);
  });
});
