import { Readable, Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import { klDateString } from '@suara/domain';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { reviews } from '../../db/schema/index.ts';
import { optionIds, verifiedPerson, type OptionIds } from '../reviews/reviews.test-support.ts';
import { insertReview, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { OPEN_DATA_FIELDS } from '@suara/domain';
import { createOpenDataService } from './open-data.service.ts';
import { DOWNLOADS_PER_HOUR } from './open-data.routes.ts';

let t: TestApp;
let rider: SignedIn;
let ids: OptionIds;
const tickets: Record<'bus' | 'rail' | 'hidden' | 'deleted', number> = { bus: 0, rail: 0, hidden: 0, deleted: 0 };
/** What must never leave in open data: the rider's words, the street address, the plate. */
const PRIVATE = ['SECRET-EXPERIENCE', 'SECRET-COMMENT', 'Jalan Rahsia', 'WXY 1234', 'HIDDEN-REVIEW', 'DELETED-REVIEW'];

let address = 0;
/** Each request from its own address unless a test shares one: the download limit is per address. */
const download = (file: string, query = '', headers: Record<string, string> = {}, remoteAddress = `10.9.0.${++address}`) =>
  t.app.inject({ method: 'GET', url: `/api/open-data/${file}${query ? `?${query}` : ''}`, headers, remoteAddress });

/** The records of a download by ticket, read as a data tool does: BOM dropped, '#' lines comments, a header row. */
function csvRows(body: string): Map<string, Record<string, string>> {
  const records = parse(body, { bom: true, comment: '#', comment_no_infix: true, columns: true }) as Record<string, string>[];
  return new Map(records.map((record) => [record.ticket_number!, record]));
}

type FeatureCollection = { type: string; license: string; license_url: string; attribution: string; features: { id: number; geometry: { type: string; coordinates: number[] } | null; properties: Record<string, unknown> }[] };

beforeAll(async () => {
  t = await buildTestApp();
  rider = await verifiedPerson(t);
  ids = await optionIds(t);
  const bus = await insertReview(t, rider.id, {
    feelingId: ids.feeling.ANNOYED,
    score: -2,
    serviceId: ids.service.STAGE_BUS,
    aspectId: ids.aspect.DRIVER,
    operatorName: 'Rapid KL',
    routeName: '=1+1',
    stopName: 'KL113 Pasar Seni, "Platform 2"',
    vehiclePlate: 'WXY 1234',
    experience: 'SECRET-EXPERIENCE',
    comment: 'SECRET-COMMENT',
    address: 'No 12, Jalan Rahsia, Kuala Lumpur',
    latitude: 3.142449,
    longitude: 101.695551,
    incidentAt: new Date('2026-03-10T09:15:00+08:00'),
    createdAt: new Date('2026-03-10T10:00:00+08:00'),
    status: 'forwarded',
  });
  const rail = await insertReview(t, rider.id, {
    feelingId: ids.feeling.GOOD,
    score: 2,
    serviceId: ids.service.LRT,
    aspectId: ids.aspect.INFORMATION,
    operatorName: null,
    routeName: null,
    experience: 'SECRET-EXPERIENCE',
    incidentAt: new Date('2025-01-05T07:00:00+08:00'),
    createdAt: new Date('2025-01-05T08:00:00+08:00'),
    status: 'resolved',
  });
  const hidden = await insertReview(t, rider.id, { experience: 'HIDDEN-REVIEW', status: 'hidden', createdAt: new Date('2026-03-11T10:00:00+08:00') });
  const deleted = await insertReview(t, rider.id, { experience: 'DELETED-REVIEW', deletedAt: new Date(), createdAt: new Date('2026-03-11T11:00:00+08:00') });
  Object.assign(tickets, { bus: bus.ticketNumber, rail: rail.ticketNumber, hidden: hidden.ticketNumber, deleted: deleted.ticketNumber });
});
afterAll(() => t.close());

describe('GET /api/open-data/reviews.csv', () => {
  it('is an attachment with the licence first, then the field names, UTF-8 with a BOM, readable from any origin', async () => {
    const res = await download('reviews.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="suara-transit-reviews-${klDateString(new Date())}.csv"`);
    expect(res.headers['link']).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const [licence, header] = res.body.split('\r\n');
    expect(licence).toMatch(/^\uFEFF# Suara Transit open data\. Licence: CC BY 4\.0 https:\/\/creativecommons\.org\/licenses\/by\/4\.0\/ /);
    expect(licence).toContain('/open-data');
    // One cell in a spreadsheet program, whichever separator it uses.
    expect(licence).not.toMatch(/[,;\t"]/);
    expect(header).toBe(OPEN_DATA_FIELDS.map((field) => `"${field}"`).join(','));
  });

  it('has the public fields of published reviews only, the point rounded to 3 decimals, times in Malaysia', async () => {
    const res = await download('reviews.csv');
    const rows = csvRows(res.body);
    expect(rows.get(String(tickets.bus))).toEqual({
      ticket_number: String(tickets.bus),
      created_at: '2026-03-10T10:00:00+08:00',
      occurred_at: '2026-03-10T09:15:00+08:00',
      feeling: 'Annoyed',
      feeling_score: '-2',
      service_code: 'STAGE_BUS',
      service: 'Stage Bus',
      aspect_code: 'DRIVER',
      aspect: 'Driver',
      operator: 'Rapid KL',
      // A formula is neutralised, as in every CSV we write.
      route: "'=1+1",
      stop: 'KL113 Pasar Seni, "Platform 2"',
      latitude: '3.142',
      longitude: '101.696',
      status: 'forwarded',
    });
    expect(rows.get(String(tickets.rail))).toMatchObject({ service_code: 'LRT', operator: '', route: '', latitude: '', longitude: '', status: 'resolved' });
    expect(rows.has(String(tickets.hidden))).toBe(false);
    expect(rows.has(String(tickets.deleted))).toBe(false);
    for (const secret of [...PRIVATE, rider.username, rider.email, rider.name, rider.id]) expect(res.body).not.toContain(secret);
  });

  it('compresses the file for a client that accepts it', async () => {
    const plain = await download('reviews.csv');
    const res = await download('reviews.csv', '', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('GET /api/open-data/reviews.geojson', () => {
  it('is a FeatureCollection with the licence, each review a feature at its rounded point (null without one)', async () => {
    const res = await download('reviews.geojson');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="suara-transit-reviews-${klDateString(new Date())}.geojson"`);
    const collection = res.json<FeatureCollection>();
    expect(collection).toMatchObject({ type: 'FeatureCollection', license: 'CC-BY-4.0', license_url: 'https://creativecommons.org/licenses/by/4.0/', attribution: 'Suara Transit' });
    const byTicket = new Map(collection.features.map((feature) => [feature.id, feature]));
    const bus = byTicket.get(tickets.bus)!;
    expect(bus.geometry).toEqual({ type: 'Point', coordinates: [101.696, 3.142] });
    expect(Object.keys(bus.properties)).toEqual(OPEN_DATA_FIELDS.filter((field) => field !== 'latitude' && field !== 'longitude'));
    expect(bus.properties).toMatchObject({ ticket_number: tickets.bus, feeling_score: -2, route: '=1+1', status: 'forwarded' });
    expect(byTicket.get(tickets.rail)!.geometry).toBeNull();
    expect(byTicket.has(tickets.hidden)).toBe(false);
    expect(byTicket.has(tickets.deleted)).toBe(false);
    for (const secret of [...PRIVATE, rider.username, rider.email, rider.id]) expect(res.body).not.toContain(secret);
  });

  it('compresses with brotli too', async () => {
    const res = await download('reviews.geojson', '', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString('utf8'))).toMatchObject({ type: 'FeatureCollection' });
  });
});

describe('filters', () => {
  const ticketsOf = async (query: string) => [...csvRows((await download('reviews.csv', query)).body).keys()].map(Number);

  it('by the day of creation in Malaysia (both ends included), service and aspect', async () => {
    expect(await ticketsOf('from=2026-03-10&to=2026-03-10')).toEqual([tickets.bus]);
    expect(await ticketsOf('to=2026-03-09')).toEqual([tickets.rail]);
    expect(await ticketsOf('from=2026-03-11')).toEqual([]);
    expect(await ticketsOf('service=LRT')).toEqual([tickets.rail]);
    expect(await ticketsOf('aspect=DRIVER&service=STAGE_BUS')).toEqual([tickets.bus]);
    expect(await ticketsOf('aspect=DRIVER&service=LRT')).toEqual([]);
    // Five years less a day is the widest range.
    expect(await ticketsOf('from=2021-03-11&to=2026-03-10')).toEqual([tickets.rail, tickets.bus]);
  });

  it.each([
    ['an inverted range', 'from=2026-03-10&to=2026-03-09', { to: 'dateToBeforeFrom' }],
    ['a range over five years', 'from=2021-03-10&to=2026-03-10', { to: 'rangeTooLong' }],
    ['a day that does not exist', 'from=2026-02-30', { from: 'dateInvalid' }],
    ['an unknown service', 'service=BUS', { service: 'invalidValue' }],
    ['an unknown aspect', 'aspect=driver', { aspect: 'invalidValue' }],
    ['an unknown filter', 'operator=Rapid', { _form: 'invalidValue' }],
    ['a filter given twice', 'service=LRT&service=MRT', { service: 'invalidValue' }],
  ])('refuses %s with 422 in the envelope, before any byte of the file', async (_, query, fields) => {
    for (const file of ['reviews.csv', 'reviews.geojson']) {
      const res = await download(file, query);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json()).toMatchObject({ error: { code: 'validation_failed', message: expect.any(String), fields } });
    }
  });
});

describe('rate limit', () => {
  it(`allows ${DOWNLOADS_PER_HOUR} downloads an hour per address, then 429 with Retry-After, still readable cross-origin`, async () => {
    const from = '10.9.255.1';
    for (let i = 0; i < DOWNLOADS_PER_HOUR; i++) expect((await download('reviews.csv', 'from=2026-03-11', {}, from)).statusCode).toBe(200);
    const refused = await download('reviews.geojson', '', {}, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await download('reviews.csv', 'from=2026-03-11')).statusCode).toBe(200);
  });
});

describe('streaming', () => {
  const MANY = 2500;

  beforeAll(async () => {
    // All in one statement: one created_at for every row, so the keyset must page by id too.
    const base = { userId: rider.id, feelingId: ids.feeling.FAIR!, score: 0, serviceId: ids.service.MRT!, aspectId: ids.aspect.OTHER!, experience: 'SECRET-EXPERIENCE', incidentAt: new Date('2026-04-01T00:00:00Z'), createdAt: new Date('2026-04-01T08:00:00Z') };
    await t.db.insert(reviews).values(Array.from({ length: MANY }, (_, i) => ({ ...base, routeName: `Route ${i}` })));
  });

  it('sends every row of several batches exactly once', async () => {
    const csv = csvRows((await download('reviews.csv', 'service=MRT')).body);
    expect(csv.size).toBe(MANY);
    const geojson = (await download('reviews.geojson', 'service=MRT')).json<FeatureCollection>();
    expect(new Set(geojson.features.map((feature) => feature.id)).size).toBe(MANY);
  });

  it('reads the next batch only when the reader has taken the previous one', async () => {
    let selects = 0;
    const db = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property === 'select') selects++;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const chunks = await createOpenDataService({ db, publicUrl: 'http://localhost' }).download('csv', { service: 'MRT' });
    const source = Readable.from(chunks, { objectMode: false, highWaterMark: 1 });
    source.pipe(new Writable({ highWaterMark: 1, write: () => undefined }));
    await sleep(500);
    // The options, and a batch or two in the buffers; not the three the file has.
    expect(selects).toBeLessThanOrEqual(3);
    source.destroy();
  });
});
