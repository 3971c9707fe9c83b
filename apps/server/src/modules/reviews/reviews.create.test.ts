import { ADDRESS_PLACEHOLDER, messageText } from '@suara/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import bundled from '../../db/seed/data/pj-bus-stops.json' with { type: 'json' };
import { attachments, reviews, users } from '../../db/schema/index.ts';
import { pdfFile, smallPng, uploadOk } from '../uploads/uploads.test-support.ts';
import { signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { optionIds, postReview, validPayload, verifiedPerson, type OptionIds } from './reviews.test-support.ts';

let t: TestApp;
let ids: OptionIds;
let me: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  ids = await optionIds(t);
  me = await verifiedPerson(t);
});
afterAll(async () => {
  await t.close();
});

const reviewsOf = (userId: string) => t.db.select().from(reviews).where(eq(reviews.userId, userId));

describe('POST /api/reviews: who may post', () => {
  it('answers 401 to a visitor and 403 email_not_verified to an unverified user', async () => {
    const visitor = await postReview(t, undefined, validPayload(ids));
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('unauthenticated');
    const unverified = await signUpAndIn(t);
    const res = await postReview(t, unverified.token, validPayload(ids));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('email_not_verified');
    expect(await reviewsOf(unverified.id)).toEqual([]);
  });
});

describe('POST /api/reviews: a valid review', () => {
  it('stores it, attaches the uploads in the order given and answers the review with its ticket number', async () => {
    const [photo, receipt] = await uploadOk(t, me.token, [await smallPng('stop.png'), pdfFile('receipt.pdf')]);
    const res = await postReview(t, me.token, validPayload(ids, { attachments: [receipt!.id, photo!.id], serviceText: 'ignored unless Other' }));
    expect(res.statusCode, res.body).toBe(201);
    const { review } = res.json();
    expect(review).toMatchObject({
      status: 'submitted',
      user: { id: me.id, name: me.name, avatarUrl: null },
      feeling: { id: ids.feeling.ANNOYED, key: 'ANNOYED', title: 'Annoyed', titleMs: 'Jengkel', score: -2, icon: 'mood-annoyed' },
      service: { id: ids.service.STAGE_BUS, key: 'STAGE_BUS', title: 'Stage Bus' },
      serviceText: null,
      aspect: { id: ids.aspect.DRIVER, key: 'DRIVER' },
      aspectText: null,
      operatorName: 'Rapid KL',
      routeName: 'PJ01',
      stopName: 'Jalan Gasing',
      vehiclePlate: 'WXY 1234',
      experience: 'The bus skipped the stop although I waved.',
      comment: 'Please remind the drivers.',
      location: { latitude: 3.1073, longitude: 101.6067, address: 'Jalan Gasing, Petaling Jaya' },
      likeCount: 0,
      unlikeCount: 0,
      commentCount: 0,
      viewer: { canDelete: true },
    });
    expect(review.ticketNumber).toBeGreaterThanOrEqual(100001);
    expect(review.attachments.map((a: { id: string }) => a.id)).toEqual([receipt!.id, photo!.id]);
    expect(review.attachments[0]).toMatchObject({ type: 'pdf', originalName: 'receipt.pdf', thumbUrl: null, url: receipt!.url });
    expect(review.attachments[1]).toMatchObject({ type: 'image', originalName: 'stop.png', width: 32, height: 24, url: photo!.url, thumbUrl: photo!.thumbUrl });

    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ score: -2, vehiclePlate: 'WXY 1234', serviceText: null });
    const rows = await t.db.select().from(attachments).where(eq(attachments.reviewId, review.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.sort]))).toEqual({ [receipt!.id]: 0, [photo!.id]: 1 });

    // Each review gets the next, never reused, ticket number.
    const next = await postReview(t, me.token, validPayload(ids));
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().review.ticketNumber).toBeGreaterThan(review.ticketNumber);
  });

  it("keeps 'Other' texts and takes the optional fields blank; the placeholder is never stored (no stop near: no address)", async () => {
    const res = await postReview(
      t,
      me.token,
      validPayload(ids, {
        feeling: ids.feeling.EXCELLENT,
        service: ids.service.OTHER,
        serviceText: ' Bicycle share ',
        aspect: ids.aspect.OTHER,
        aspectText: 'Docking stations',
        operatorName: '',
        routeName: null,
        stopName: '   ',
        vehiclePlate: '',
        comment: undefined,
        location: { latitude: 3.1, longitude: 101.6, address: ADDRESS_PLACEHOLDER.en },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().review).toMatchObject({
      feeling: { key: 'EXCELLENT', score: 3 },
      service: { key: 'OTHER' },
      serviceText: 'Bicycle share',
      aspect: { key: 'OTHER' },
      aspectText: 'Docking stations',
      operatorName: null,
      routeName: null,
      stopName: null,
      vehiclePlate: null,
      comment: null,
      location: { latitude: 3.1, longitude: 101.6, address: null },
    });
  });

  it("fills a missing or placeholder address from the nearest stop within 300 m, in the author's language (issue #13)", async () => {
    const hub = bundled.find((stop) => stop.stop_id === 'PJS1001')!;
    const near = { latitude: hub.latitude + 0.001, longitude: hub.longitude };
    for (const location of [near, { ...near, address: '' }, { ...near, address: ADDRESS_PLACEHOLDER.en }, { ...near, address: ADDRESS_PLACEHOLDER.ms }]) {
      const res = await postReview(t, me.token, validPayload(ids, { location }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().review.location).toEqual({ ...near, address: `near ${hub.stop_name}` });
    }
    const malay = await verifiedPerson(t);
    await t.db.update(users).set({ language: 'ms' }).where(eq(users.id, malay.id));
    const res = await postReview(t, malay.token, validPayload(ids, { location: near }));
    expect(res.json().review.location.address).toBe(`berhampiran ${hub.stop_name}`);
    // An address the rider's geocoder gave is kept as it is.
    const given = await postReview(t, me.token, validPayload(ids, { location: { ...near, address: 'Jalan 14/1, Petaling Jaya' } }));
    expect(given.json().review.location.address).toBe('Jalan 14/1, Petaling Jaya');
  });

  it('takes an incident up to five minutes ahead (clock skew) and Driver with every road service', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    for (const service of ['STAGE_BUS', 'EXPRESS_BUS', 'TAXI', 'E_HAILING', 'CAR_SHARING']) {
      const res = await postReview(t, me.token, validPayload(ids, { service: ids.service[service], incidentDateTime: soon }));
      expect(res.statusCode, `${service}: ${res.body}`).toBe(201);
    }
  });
});

describe('POST /api/reviews: bad input answers 422 with the field and its message code', () => {
  const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
  const cases: [string, (ids: OptionIds) => Record<string, unknown>, Record<string, string>][] = [
    ['a future incident date', () => ({ incidentDateTime: new Date(Date.now() + 86_400_000).toISOString() }), { incidentDateTime: 'incidentInFuture' }],
    ['no incident date', () => ({ incidentDateTime: undefined }), { incidentDateTime: 'incidentDateRequired' }],
    ['an incident date that is not a date', () => ({ incidentDateTime: 'yesterday' }), { incidentDateTime: 'incidentDateRequired' }],
    ['an unknown feeling id', () => ({ feeling: '0190a8a0-0000-7000-8000-000000000000' }), { feeling: 'feelingRequired' }],
    ['a service id given as the feeling', (o) => ({ feeling: o.service.TAXI }), { feeling: 'feelingRequired' }],
    ['a feeling that is not an id', () => ({ feeling: 'ANNOYED' }), { feeling: 'feelingRequired' }],
    ['an unknown service id', () => ({ service: '0190a8a0-0000-7000-8000-000000000001' }), { service: 'serviceRequired' }],
    ['an unknown aspect id', () => ({ aspect: '0190a8a0-0000-7000-8000-000000000002' }), { aspect: 'aspectRequired' }],
    ["the 'Other' service with no text", (o) => ({ service: o.service.OTHER, serviceText: '  ' }), { serviceText: 'serviceTextRequired' }],
    ["the 'Other' aspect with no text", (o) => ({ aspect: o.aspect.OTHER }), { aspectText: 'aspectTextRequired' }],
    ['Driver with LRT', (o) => ({ service: o.service.LRT, aspect: o.aspect.DRIVER }), { aspect: 'aspectNotAllowed' }],
    ['Driver with KTM Komuter', (o) => ({ service: o.service.KTM_KOMUTER, aspect: o.aspect.DRIVER }), { aspect: 'aspectNotAllowed' }],
    ['a missing experience', () => ({ experience: undefined }), { experience: 'experienceRequired' }],
    ['a blank experience', () => ({ experience: ' \n ' }), { experience: 'experienceRequired' }],
    ['no location', () => ({ location: undefined }), { location: 'locationRequired' }],
    ['a latitude outside the world', () => ({ location: { latitude: 91, longitude: 101.6, address: 'x' } }), { 'location.latitude': 'latitudeInvalid' }],
    // Reviews are for Malaysia (issue #13): the whole location is blamed, with its own code.
    ['a place in London', () => ({ location: { latitude: 51.5072, longitude: -0.1276, address: 'Trafalgar Square' } }), { location: 'locationOutsideMalaysia' }],
    ['a place just south of Johor (Sumatra)', () => ({ location: { latitude: 1.1, longitude: 103.5, address: 'x' } }), { location: 'locationOutsideMalaysia' }],
    ['a place just east of Sabah', () => ({ location: { latitude: 5.0, longitude: 119.4 } }), { location: 'locationOutsideMalaysia' }],
    ['a longitude outside the world', () => ({ location: { latitude: 3.1, longitude: -180.5, address: 'x' } }), { 'location.longitude': 'longitudeInvalid' }],
    ['an experience over 2000 characters', () => ({ experience: 'a'.repeat(2001) }), { experience: 'experienceTooLong' }],
    ['a comment over 1000 characters', () => ({ comment: 'a'.repeat(1001) }), { comment: 'reviewCommentTooLong' }],
    ['an operator over 120 characters', () => ({ operatorName: 'a'.repeat(121) }), { operatorName: 'operatorTooLong' }],
    ['a route over 120 characters', () => ({ routeName: 'a'.repeat(121) }), { routeName: 'routeTooLong' }],
    ['a stop over 120 characters', () => ({ stopName: 'a'.repeat(121) }), { stopName: 'stopTooLong' }],
    ['a plate over 15 characters', () => ({ vehiclePlate: 'W'.repeat(16) }), { vehiclePlate: 'plateTooLong' }],
    ['an address over 300 characters', () => ({ location: { latitude: 3.1, longitude: 101.6, address: 'a'.repeat(301) } }), { 'location.address': 'addressTooLong' }],
    ["an 'Other' text over 100 characters", (o) => ({ service: o.service.OTHER, serviceText: 'a'.repeat(101) }), { serviceText: 'otherTextTooLong' }],
    ['7 attachments', () => ({ attachments: Array.from({ length: 7 }, (_, i) => `0190a8a0-0000-7000-8000-00000000000${i}`) }), { attachments: 'attachmentsTooMany' }],
    ['the same attachment twice', () => ({ attachments: ['0190a8a0-0000-7000-8000-000000000009', '0190a8a0-0000-7000-8000-000000000009'] }), { attachments: 'attachmentDuplicate' }],
  ];

  it.each(cases)('%s', async (_what, change, fields) => {
    const before = (await reviewsOf(me.id)).length;
    const res = await postReview(t, me.token, { ...validPayload(ids), incidentDateTime: hourAgo(), ...change(ids) });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields });
    expect(await reviewsOf(me.id)).toHaveLength(before);
  });

  it('says why in both languages for the Malaysia rule', () => {
    expect(messageText('locationOutsideMalaysia', 'en')).toBe('Please choose a place in Malaysia');
    expect(messageText('locationOutsideMalaysia', 'ms')).toBe('Sila pilih tempat di Malaysia');
  });

  it('answers 422 to a body that is not an object', async () => {
    const res = await postReview(t, me.token, [1, 2]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation_failed');
  });
});

describe('POST /api/reviews: attachments that are not yours to attach', () => {
  it("refuses another user's upload (422 on attachments) and leaves it unattached", async () => {
    const owner = await verifiedPerson(t);
    const [theirs] = await uploadOk(t, owner.token, [await smallPng()]);
    const thief = await verifiedPerson(t);
    const [mine] = await uploadOk(t, thief.token, [await smallPng()]);
    const res = await postReview(t, thief.token, validPayload(ids, { attachments: [mine!.id, theirs!.id] }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'attachment_unavailable', fields: { attachments: 'invalidValue' } });
    // The whole review was rolled back: no review, and neither upload attached.
    expect(await reviewsOf(thief.id)).toEqual([]);
    const rows = await t.db.select().from(attachments).where(eq(attachments.id, theirs!.id));
    expect(rows[0]!.reviewId).toBeNull();
    expect((await t.db.select().from(attachments).where(eq(attachments.id, mine!.id)))[0]!.reviewId).toBeNull();
  });

  it('refuses an upload already attached to a review, and an id that is no upload at all', async () => {
    const person = await verifiedPerson(t);
    const [photo] = await uploadOk(t, person.token, [await smallPng()]);
    expect((await postReview(t, person.token, validPayload(ids, { attachments: [photo!.id] }))).statusCode).toBe(201);
    for (const attachmentIds of [[photo!.id], ['0190a8a0-0000-7000-8000-0000000000aa']]) {
      const res = await postReview(t, person.token, validPayload(ids, { attachments: attachmentIds }));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.fields).toEqual({ attachments: 'invalidValue' });
    }
    expect(await reviewsOf(person.id)).toHaveLength(1);
  });

  it('gives an upload to one review only when two are sent at once', async () => {
    const person = await verifiedPerson(t);
    const [photo] = await uploadOk(t, person.token, [await smallPng()]);
    const results = await Promise.all([1, 2].map(() => postReview(t, person.token, validPayload(ids, { attachments: [photo!.id] }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await reviewsOf(person.id)).toHaveLength(1);
  });
});
