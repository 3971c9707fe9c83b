import { FORM_ERROR_KEY } from '@suara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { adminPerson, optionIds, postReview, validPayload, verifiedPerson } from '../modules/reviews/reviews.test-support.ts';
import { auth, insertReview, type SignedIn, type TestApp } from '../modules/users/users.test-support.ts';
import { unstorableTextPath } from './unstorable-text.ts';

/** Issue #16 item 1: NUL and lone surrogates are a 422 field error on every route, never a 500. */
let t: TestApp;
let admin: SignedIn;
let rider: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminPerson(t);
  rider = await verifiedPerson(t);
});
afterAll(() => t.close());

const refused = (field: string) => ({ error: { code: 'validation_failed', message: expect.any(String), fields: { [field]: 'charactersNotAllowed' } } });

describe('text the database cannot store', () => {
  it('is refused in a filter of the review list (PostgreSQL: invalid byte sequence 0x00)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reviews?operator=a%00b' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(refused('operator'));
  });

  it('is refused in the identifier of a password reset', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { identifier: 'a\u0000b' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(refused('identifier'));
  });

  it('is refused in a nested field of a review, by its path', async () => {
    const ids = await optionIds(t);
    const payload = validPayload(ids, { location: { latitude: 3.1073, longitude: 101.6067, address: 'Jalan\u0000Gasing' } });
    const res = await postReview(t, rider.token, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(refused('location.address'));
  });

  it('refuses a lone surrogate in a status note, which the audit log (jsonb) cannot hold, and moves nothing', async () => {
    const review = await insertReview(t, rider.id);
    const move = (note: string) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/reviews/${review.id}/status`, payload: { status: 'verified', note }, headers: auth(admin.token) });
    const res = await move('ab\ud800cd');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(refused('note'));
    // Emoji are surrogate pairs, not lone ones: stored as sent.
    const ok = await move('Checked 👍');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'verified', statusNote: 'Checked 👍' });
  });

  it('is refused in a path parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/a%00b' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(refused('id'));
  });
});

describe('unstorableTextPath', () => {
  it.each([
    [{ a: 'fine', b: { c: ['ok', 'x\u0000'] } }, 'b.c.1'],
    [{ 'bad\ud800key': 'value' }, FORM_ERROR_KEY],
    [{ nested: { 'bad\u0000': 1 } }, 'nested'],
    ['\udc00', FORM_ERROR_KEY],
    [{ emoji: '😀', text: 'Jalan Gasing', n: 1, none: null }, undefined],
  ])('%j → %s', (value, path) => {
    expect(unstorableTextPath(value)).toBe(path);
  });

  it('walks a body nested deeper than the stack would allow, in linear time', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    const started = performance.now();
    expect(unstorableTextPath(deep)).toBe(Array(100_000).fill('0').join('.'));
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
