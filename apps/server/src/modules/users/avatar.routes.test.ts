import fs from 'node:fs';
import path from 'node:path';
import { AVATAR_MAX_BYTES, messageText } from '@suara/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startMailbox, type Mailbox } from '../../../test/mailbox.ts';
import { auth, signUpAndIn, type SignedIn, type TestApp } from './users.test-support.ts';

let t: TestApp;
let mailbox: Mailbox;
let me: SignedIn;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url, RATE_LIMIT_MULTIPLIER: '100' } });
  me = await signUpAndIn(t);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

/** A real multipart body, as a browser's FormData would send it. */
async function upload(bytes: Buffer, filename: string, type: string, options: { field?: string; token?: string } = {}) {
  const form = new FormData();
  form.append(options.field ?? 'avatar', new Blob([new Uint8Array(bytes)], { type }), filename);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'PUT',
    url: '/api/users/me/avatar',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...auth(options.token ?? me.token), 'content-type': request.headers.get('content-type')! },
  });
}

const solid = (width: number, height: number, background = '#0b6e66') => sharp({ create: { width, height, channels: 3, background } });

/** Random noise does not compress: a PNG of it is about as big as its pixels. */
const noisePng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 90 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();

const fileOf = (avatarUrl: string) => path.join(t.config.dataDir, 'uploads', 'avatars', avatarUrl.split('/').pop()!);

async function expectRefused(res: Awaited<ReturnType<typeof upload>>, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
}

describe('PUT /api/users/me/avatar', () => {
  it.each([
    ['JPEG', () => solid(300, 200).jpeg().toBuffer(), 'image/jpeg'],
    ['PNG', () => solid(120, 120).png().toBuffer(), 'image/png'],
    ['WebP', () => solid(90, 160).webp().toBuffer(), 'image/webp'],
    ['GIF', () => solid(64, 64).gif().toBuffer(), 'image/gif'],
  ])('takes a %s, stores it as a 256×256 WebP and serves it with a long cache', async (_name, make, type) => {
    const res = await upload(await make(), 'photo', type);
    expect(res.statusCode, res.body).toBe(200);
    const { avatarUrl } = res.json().user;
    expect(avatarUrl).toMatch(/^\/api\/files\/avatars\/[0-9a-f-]{36}\.webp$/);

    const file = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(me.token) })).json().user.avatarUrl).toBe(avatarUrl);
  });

  it('decides the type by content: a real PNG named .txt and declared text/plain is taken', async () => {
    const res = await upload(await solid(50, 50).png().toBuffer(), 'notes.txt', 'text/plain');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('strips EXIF and GPS metadata and applies the orientation', async () => {
    // Top half red, bottom half blue, tagged "rotate 90° clockwise to display" (orientation 6).
    const red = await solid(200, 50, '#ff0000').png().toBuffer();
    const jpeg = await solid(200, 100, '#0000ff')
      .composite([{ input: red, top: 0, left: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'x', Artist: 'Siti' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '3/1 8/1 0/1' } } })
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.exif).toBeDefined();
    expect(original.orientation).toBe(6);

    const res = await upload(jpeg, 'holiday.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const stored = fs.readFileSync(fileOf(res.json().user.avatarUrl));
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Siti'))).toBe(false);

    // Rotated upright: the red top edge is now on the right.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [lr, , lb] = pixel(10, 128);
    const [rr, , rb] = pixel(245, 128);
    expect(lb!).toBeGreaterThan(200);
    expect(lr!).toBeLessThan(60);
    expect(rr!).toBeGreaterThan(200);
    expect(rb!).toBeLessThan(60);
  });

  it('refuses a renamed non-image (415), whatever its name and declared type', async () => {
    const text = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'.repeat(20));
    await expectRefused(await upload(text, 'photo.jpg', 'image/jpeg'), 415, 'unsupported_media_type');
    const res = await upload(Buffer.from('MZ\x90\x00 this is not a picture'), 'cat.png', 'image/png');
    await expectRefused(res, 415, 'unsupported_media_type');
    expect(res.json().error).toMatchObject({ message: messageText('avatarNotImage', 'en'), fields: { avatar: 'avatarNotImage' } });
  });

  it('refuses a file whose signature lies (a JPEG header on garbage)', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    await expectRefused(await upload(fake, 'photo.jpg', 'image/jpeg'), 415, 'unsupported_media_type');
  });

  it('refuses an SVG (415), also when named and declared as a PNG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64" fill="red"/></svg>');
    await expectRefused(await upload(svg, 'avatar.svg', 'image/svg+xml'), 415, 'unsupported_media_type');
    await expectRefused(await upload(svg, 'avatar.png', 'image/png'), 415, 'unsupported_media_type');
    // Other formats sharp can read (TIFF) are not avatars either.
    await expectRefused(await upload(await solid(20, 20).tiff().toBuffer(), 'a.jpg', 'image/jpeg'), 415, 'unsupported_media_type');
  });

  it(`refuses an image over ${AVATAR_MAX_BYTES} bytes (413) with the spec's message, and takes one at the limit`, async () => {
    const big = await noisePng(420, 420);
    expect(big.length).toBeGreaterThan(AVATAR_MAX_BYTES + 1);
    const res = await upload(big, 'big.png', 'image/png');
    await expectRefused(res, 413, 'avatar_too_large');
    expect(res.json().error).toMatchObject({ message: 'Photo size exceeded 500kb size', fields: { avatar: 'avatarTooLarge' } });

    // Exactly at the limit and one byte over: a smaller noise PNG padded after its end.
    const small = await noisePng(300, 300);
    expect(small.length).toBeLessThan(AVATAR_MAX_BYTES);
    const pad = (size: number) => Buffer.concat([small, Buffer.alloc(size - small.length)]);
    await expectRefused(await upload(pad(AVATAR_MAX_BYTES + 1), 'over.png', 'image/png'), 413, 'avatar_too_large');
    const atLimit = await upload(pad(AVATAR_MAX_BYTES), 'limit.png', 'image/png');
    expect(atLimit.statusCode, atLimit.body).toBe(200);
  });

  it('answers 422 when no file is sent, or it is in another field', async () => {
    await expectRefused(await upload(await solid(20, 20).png().toBuffer(), 'a.png', 'image/png', { field: 'files' }), 422, 'avatar_required');
    const form = new FormData();
    form.append('note', 'hello');
    const request = new Request('http://local/', { method: 'POST', body: form });
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/avatar',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...auth(me.token), 'content-type': request.headers.get('content-type')! },
    });
    await expectRefused(empty, 422, 'avatar_required');
    expect(empty.json().error.fields).toEqual({ avatar: 'required' });
  });

  it('answers 415 to a body that is not multipart, and 400 to a broken one', async () => {
    const json = await t.app.inject({ method: 'PUT', url: '/api/users/me/avatar', payload: { avatar: 'data:image/png;base64,AAAA' }, headers: auth(me.token) });
    await expectRefused(json, 415, 'unsupported_media_type');
    const broken = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/avatar',
      payload: '--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nabc',
      headers: { ...auth(me.token), 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    await expectRefused(broken, 400, 'bad_request');
    const noBoundary = await t.app.inject({ method: 'PUT', url: '/api/users/me/avatar', payload: 'x', headers: { ...auth(me.token), 'content-type': 'multipart/form-data' } });
    await expectRefused(noBoundary, 400, 'bad_request');
  });

  it('removes the old file when the photo is replaced, and DELETE removes it too', async () => {
    const user = await signUpAndIn(t);
    const first = (await upload(await solid(30, 30, '#ff0000').png().toBuffer(), 'a.png', 'image/png', { token: user.token })).json().user.avatarUrl;
    expect(fs.existsSync(fileOf(first))).toBe(true);
    const second = (await upload(await solid(30, 30, '#00ff00').png().toBuffer(), 'b.png', 'image/png', { token: user.token })).json().user.avatarUrl;
    expect(second).not.toBe(first);
    expect(fs.existsSync(fileOf(first))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/users/me/avatar', headers: auth(user.token) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().user.avatarUrl).toBeNull();
    expect(fs.existsSync(fileOf(second))).toBe(false);
    // Deleting again is harmless.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/me/avatar', headers: auth(user.token) })).json().user.avatarUrl).toBeNull();
  });
});

describe('GET /api/files/avatars/:key', () => {
  it('answers the 404 envelope for an unknown, malformed or path-traversing key', async () => {
    fs.mkdirSync(path.join(t.config.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(t.config.dataDir, 'uploads', 'secret.webp'), 'secret');
    for (const key of ['0190a7c2-0000-7000-8000-000000000000.webp', 'nope', '..%2Fsecret.webp', '..%2F..%2Fetc%2Fpasswd', '%2Fetc%2Fpasswd', '.webp']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/files/avatars/${key}` });
      expect(res.statusCode, key).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});
