import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { minimalPdf } from '../../../test/fixture-files.ts';
import { auditLog, posters } from '../../db/schema/index.ts';
import { WELCOME_POSTER } from '../../db/seed/seed-posters.ts';
import { adminPerson, verifiedPerson } from '../reviews/reviews.test-support.ts';
import { multipart, smallPng } from '../uploads/uploads.test-support.ts';
import { auth, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import type { AdminPoster, Poster } from './posters.presenter.ts';

let t: TestApp;
let admin: SignedIn;
let rider: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminPerson(t);
  rider = await verifiedPerson(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin.token) => t.app.inject({ method, url, payload, headers: auth(token) });

async function uploadImage(bytes: Buffer, name = 'poster.png', type = 'image/png') {
  const { payload, contentType } = await multipart([{ bytes, name, type }], 'image');
  return t.app.inject({ method: 'POST', url: '/api/admin/posters/images', payload, headers: { ...auth(admin.token), 'content-type': contentType } });
}

async function create(body: object): Promise<AdminPoster> {
  const res = await call('POST', '/api/admin/posters', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ poster: AdminPoster }>().poster;
}

const adminList = async () => (await call('GET', '/api/admin/posters')).json<{ items: AdminPoster[] }>().items;
const publicList = async () => (await t.app.inject({ method: 'GET', url: '/api/posters' })).json<{ items: Poster[] }>().items;
const auditOf = (id: string) => t.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'poster'), eq(auditLog.targetId, id))).orderBy(auditLog.createdAt);

describe('admin posters: access', () => {
  it.each([
    ['GET', '/api/admin/posters'],
    ['POST', '/api/admin/posters'],
    ['POST', '/api/admin/posters/images'],
    ['PUT', '/api/admin/posters/order'],
    ['PUT', `/api/admin/posters/${WELCOME_POSTER.id}`],
    ['DELETE', `/api/admin/posters/${WELCOME_POSTER.id}`],
  ] as const)('%s %s: 401 for a visitor, 403 for a rider', async (method, url) => {
    const visitor = await t.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : { description: 'x', url: '/a.png' } });
    expect(visitor.statusCode).toBe(401);
    const res = await call(method, url, method === 'GET' || method === 'DELETE' ? undefined : { description: 'x', url: '/a.png' }, rider.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'forbidden' } });
  });
});

describe('admin posters: add, edit, order, enable, remove', () => {
  it('adds a poster with an uploaded image: stored as WebP without metadata, shown on the home page last, audited', async () => {
    const withExif = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#c05621' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    const upload = await uploadImage(withExif, 'raya.jpg', 'image/jpeg');
    expect(upload.statusCode, upload.body).toBe(201);
    const { imageKey, imageUrl } = upload.json<{ imageKey: string; imageUrl: string }>();
    expect(imageKey).toMatch(/^posters\/[0-9a-f-]{36}\.webp$/);
    expect(imageUrl).toBe(`/api/files/${imageKey}`);

    const file = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 400 });
    expect(meta.exif).toBeUndefined();

    const poster = await create({ description: '  Selamat Hari Raya from Suara Transit  ', descriptionMs: 'Selamat Hari Raya', imageKey });
    expect(poster).toMatchObject({ description: 'Selamat Hari Raya from Suara Transit', descriptionMs: 'Selamat Hari Raya', imageKey, url: null, imageUrl, active: true });
    const home = await publicList();
    expect(home.at(-1)).toMatchObject({ id: poster.id, imageUrl, description: 'Selamat Hari Raya from Suara Transit' });
    expect(await auditOf(poster.id)).toMatchObject([{ actorId: admin.id, action: 'poster.create' }]);
    await call('DELETE', `/api/admin/posters/${poster.id}`);
  });

  it('edits, disables, reorders and removes a poster by URL; the admin list shows inactive ones, the home page does not', async () => {
    const poster = await create({ description: 'Try MaaS', url: 'https://example.my/maas.png' });
    const res = await call('PUT', `/api/admin/posters/${poster.id}`, { description: 'Try MaaS today', descriptionMs: null, url: 'https://example.my/maas-2.png', active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ poster: AdminPoster }>().poster).toMatchObject({ description: 'Try MaaS today', url: 'https://example.my/maas-2.png', active: false });
    expect((await publicList()).map((p) => p.id)).not.toContain(poster.id);
    expect((await adminList()).find((p) => p.id === poster.id)).toMatchObject({ active: false });

    await call('PUT', `/api/admin/posters/${poster.id}`, { description: 'Try MaaS today', url: 'https://example.my/maas-2.png', active: true });
    const ordered = await call('PUT', '/api/admin/posters/order', { ids: [poster.id, WELCOME_POSTER.id] });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json<{ items: AdminPoster[] }>().items.map((p) => p.id)).toEqual([poster.id, WELCOME_POSTER.id]);
    expect((await publicList()).map((p) => p.id)).toEqual([poster.id, WELCOME_POSTER.id]);

    const removed = await call('DELETE', `/api/admin/posters/${poster.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await adminList()).map((p) => p.id)).toEqual([WELCOME_POSTER.id]);
    expect((await auditOf(poster.id)).map((a) => a.action)).toEqual(['poster.create', 'poster.update', 'poster.update', 'poster.delete']);
    const [reorder] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'poster.reorder'));
    expect(reorder).toMatchObject({ actorId: admin.id, details: { ids: [poster.id, WELCOME_POSTER.id] } });
    await call('PUT', '/api/admin/posters/order', { ids: [WELCOME_POSTER.id] });
  });

  it('deletes an uploaded image once its poster moves to a URL', async () => {
    const { imageKey, imageUrl } = (await uploadImage((await smallPng()).bytes)).json<{ imageKey: string; imageUrl: string }>();
    const poster = await create({ description: 'Lifts', imageKey });
    await call('PUT', `/api/admin/posters/${poster.id}`, { description: 'Lifts', url: '/posters/welcome.svg' });
    expect((await t.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
    await call('DELETE', `/api/admin/posters/${poster.id}`);
  });
});

describe('admin posters: bad input', () => {
  it.each([
    ['no image and no URL', { description: 'Hello' }, { image: 'posterImageRequired' }],
    ['both an image and a URL', { description: 'Hello', url: '/a.png', imageKey: 'posters/0196a5c0-0000-7000-8000-000000000001.webp' }, { image: 'posterImageOrUrl' }],
    ['a bad URL', { description: 'Hello', url: 'javascript:alert(1)' }, { url: 'posterUrlInvalid' }],
    ['a URL without a scheme', { description: 'Hello', url: 'example.my/a.png' }, { url: 'posterUrlInvalid' }],
    ['a protocol-relative URL', { description: 'Hello', url: '//evil.example/a.png' }, { url: 'posterUrlInvalid' }],
    ['no description', { description: '  ', url: '/a.png' }, { description: 'posterDescriptionRequired' }],
    ['a 501-character description', { description: 'a'.repeat(501), url: '/a.png' }, { description: 'posterDescriptionTooLong' }],
    ['a Malay description too long', { description: 'Hi', descriptionMs: 'a'.repeat(501), url: '/a.png' }, { descriptionMs: 'posterDescriptionTooLong' }],
    ['an image key we could not have made', { description: 'Hello', imageKey: '../secrets.webp' }, { imageKey: 'invalidValue' }],
  ])('refuses %s (422 with the field)', async (_, body, fields) => {
    const res = await call('POST', '/api/admin/posters', body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'validation_failed', fields } });
  });

  it('refuses an image key that names no stored image', async () => {
    const res = await call('POST', '/api/admin/posters', { description: 'Hello', imageKey: 'posters/0196a5c0-0000-7000-8000-000000000001.webp' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { fields: { image: 'invalidValue' } } });
    expect(await adminList()).toHaveLength(1);
  });

  it('refuses an upload that is not an image, or no file at all', async () => {
    const pdf = await uploadImage(minimalPdf(), 'poster.png', 'image/png');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toMatchObject({ error: { code: 'unsupported_media_type', fields: { image: 'invalidValue' } } });
    const { payload, contentType } = await multipart([{ bytes: (await smallPng()).bytes, name: 'a.png', type: 'image/png' }], 'files');
    const wrongField = await t.app.inject({ method: 'POST', url: '/api/admin/posters/images', payload, headers: { ...auth(admin.token), 'content-type': contentType } });
    expect(wrongField.statusCode).toBe(422);
    const json = await call('POST', '/api/admin/posters/images', { image: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('answers 404 for an unknown poster and 422 for an id that is not one', async () => {
    const unknown = '0196a5c0-0000-7000-8000-00000000dead';
    expect((await call('PUT', `/api/admin/posters/${unknown}`, { description: 'x', url: '/a.png' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/posters/${unknown}`)).json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await call('DELETE', '/api/admin/posters/nope')).statusCode).toBe(422);
    expect(await auditOf(unknown)).toEqual([]);
  });

  it('refuses an order that does not list every poster exactly once (409)', async () => {
    const other = await create({ description: 'Second', url: '/b.png' });
    for (const ids of [[WELCOME_POSTER.id], [WELCOME_POSTER.id, WELCOME_POSTER.id], [WELCOME_POSTER.id, other.id, '0196a5c0-0000-7000-8000-00000000dead']]) {
      const res = await call('PUT', '/api/admin/posters/order', { ids });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: { code: 'poster_order_stale' } });
    }
    expect((await call('PUT', '/api/admin/posters/order', { ids: ['nope'] })).statusCode).toBe(422);
    await t.db.delete(posters).where(eq(posters.id, other.id));
  });
});
