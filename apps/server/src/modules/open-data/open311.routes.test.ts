import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { aspectsFor, SERVICES } from '@suara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { optionIds, verifiedPerson, type OptionIds } from '../reviews/reviews.test-support.ts';
import { insertReview, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { OPEN311_REQUESTS_PER_HOUR } from './open311.routes.ts';

let t: TestApp;
let rider: SignedIn;
let ids: OptionIds;
const DAY = 86_400_000;
const now = Date.now();
const tickets = { open: 0, closed: 0, old: 0, hidden: 0, deleted: 0 };
const closedAt = new Date(now - 2 * DAY);
// A built web app, so a path outside /open311's routes could fall back to its HTML.
const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-web-'));

const REQUEST_FIELDS = [
  'service_request_id',
  'status',
  'status_notes',
  'service_name',
  'service_code',
  'description',
  'agency_responsible',
  'requested_datetime',
  'updated_datetime',
  'address',
  'lat',
  'long',
];
type Open311Request = Record<string, unknown> & { service_request_id: string };

let address = 0;
const get = (url: string, headers: Record<string, string> = {}, remoteAddress = `10.31.1.${++address % 250}`) => t.app.inject({ method: 'GET', url, headers, remoteAddress });
const idsOf = async (query: string) => {
  const res = await get(`/open311/v2/requests.json${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Open311Request[]>().map((request) => Number(request.service_request_id));
};

beforeAll(async () => {
  fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Suara Transit</title><div id="root"></div>');
  t = await buildTestApp({ webDistDir });
  rider = await verifiedPerson(t);
  ids = await optionIds(t);
  const open = await insertReview(t, rider.id, {
    serviceId: ids.service.STAGE_BUS,
    aspectId: ids.aspect.DRIVER,
    operatorName: 'Rapid Bus & <Co>',
    stopName: 'KL113 Pasar Seni',
    experience: 'SECRET-EXPERIENCE',
    address: 'No 12, Jalan Rahsia',
    latitude: 3.142449,
    longitude: 101.695551,
    status: 'verified',
    createdAt: new Date(now - 10 * DAY),
  });
  const closed = await insertReview(t, rider.id, {
    serviceId: ids.service.LRT,
    aspectId: ids.aspect.INFORMATION,
    status: 'resolved',
    statusNote: 'Signs replaced at the station.',
    statusChangedAt: closedAt,
    createdAt: new Date(now - 5 * DAY),
  });
  const old = await insertReview(t, rider.id, { serviceId: ids.service.STAGE_BUS, aspectId: ids.aspect.DRIVER, createdAt: new Date(now - 200 * DAY) });
  const hidden = await insertReview(t, rider.id, { status: 'hidden', createdAt: new Date(now - DAY) });
  const deleted = await insertReview(t, rider.id, { deletedAt: new Date(), createdAt: new Date(now - DAY) });
  Object.assign(tickets, { open: open.ticketNumber, closed: closed.ticketNumber, old: old.ticketNumber, hidden: hidden.ticketNumber, deleted: deleted.ticketNumber });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

describe('GET /open311/v2/services.{format}', () => {
  it('defines a service per travel mode and aspect that applies to it, grouped by travel mode', async () => {
    const res = await get('/open311/v2/services.json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const services = res.json<Record<string, unknown>[]>();
    const driver = services.find((service) => service.service_code === 'STAGE_BUS.DRIVER');
    expect(driver).toEqual({
      service_code: 'STAGE_BUS.DRIVER',
      service_name: 'Stage Bus: Driver',
      description: expect.stringContaining('driver'),
      metadata: false,
      type: 'realtime',
      keywords: 'Stage Bus, Driver, Bas Henti-henti, Pemandu',
      group: 'Stage Bus',
    });
    // Rail has no driver riders deal with.
    expect(services.map((service) => service.service_code)).toContain('LRT.INFORMATION');
    expect(services.map((service) => service.service_code)).not.toContain('LRT.DRIVER');
  });

  it('answers in GeoReport XML too', async () => {
    const res = await get('/open311/v2/services.xml');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<services><service><service_code>')).toBe(true);
    expect(res.body).toContain('<service_code>STAGE_BUS.DRIVER</service_code><service_name>Stage Bus: Driver</service_name>');
    expect(res.body).toContain('<metadata>false</metadata><type>realtime</type>');
  });
});

describe('GET /open311/v2/requests.{format}', () => {
  it("gives the last 90 days' published reviews, newest first, in the specification's fields, without texts", async () => {
    const res = await get('/open311/v2/requests.json');
    expect(res.statusCode, res.body).toBe(200);
    const requests = res.json<Open311Request[]>();
    expect(requests.map((request) => Number(request.service_request_id))).toEqual([tickets.closed, tickets.open]);
    for (const request of requests) expect(Object.keys(request)).toEqual(REQUEST_FIELDS);
    expect(requests[1]).toEqual({
      service_request_id: String(tickets.open),
      status: 'open',
      status_notes: null,
      service_name: 'Stage Bus: Driver',
      service_code: 'STAGE_BUS.DRIVER',
      description: '',
      agency_responsible: 'Rapid Bus & <Co>',
      requested_datetime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/),
      updated_datetime: requests[1]!.requested_datetime,
      address: 'KL113 Pasar Seni',
      lat: 3.142,
      long: 101.696,
    });
    expect(requests[0]).toMatchObject({ status: 'closed', status_notes: 'Signs replaced at the station.', service_code: 'LRT.INFORMATION', lat: null, long: null });
    expect(new Date(requests[0]!.updated_datetime as string).getTime()).toBe(Math.floor(closedAt.getTime() / 1000) * 1000);
    for (const secret of ['SECRET-EXPERIENCE', 'Jalan Rahsia', rider.username, rider.id]) expect(res.body).not.toContain(secret);
  });

  it('filters by status, service_code, dates and ticket numbers, and pages', async () => {
    expect(await idsOf('?status=closed')).toEqual([tickets.closed]);
    expect(await idsOf('?status=open')).toEqual([tickets.open]);
    expect(await idsOf('?status=open,closed')).toEqual([tickets.closed, tickets.open]);
    expect(await idsOf('?service_code=STAGE_BUS.DRIVER')).toEqual([tickets.open]);
    expect(await idsOf('?service_code=STAGE_BUS.DRIVER,LRT.INFORMATION&status=closed')).toEqual([tickets.closed]);
    const day = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
    expect(await idsOf(`?start_date=${day(210)}&end_date=${day(190)}`)).toEqual([tickets.old]);
    // A start alone takes the 90 days after it; an end alone the 90 before.
    expect(await idsOf(`?start_date=${day(201)}`)).toEqual([tickets.old]);
    expect(await idsOf(`?end_date=${day(7)}`)).toEqual([tickets.open]);
    expect(await idsOf(`?service_request_id=${tickets.old},${tickets.hidden},${tickets.deleted}&status=open`)).toEqual([tickets.old]);
    expect(await idsOf('?page_size=1')).toEqual([tickets.closed]);
    expect(await idsOf('?page_size=1&page=2')).toEqual([tickets.open]);
    expect(await idsOf('?page=3&page_size=1')).toEqual([]);
    // Empty arguments and ones we do not serve are ignored, as the specification asks.
    expect(await idsOf('?status=&jurisdiction_id=suara.example.my&extensions=true')).toEqual([tickets.closed, tickets.open]);
  });

  it('answers in XML, escaping what riders typed', async () => {
    const res = await get('/open311/v2/requests.xml?service_code=STAGE_BUS.DRIVER');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(res.body).toContain(`<service_requests><request><service_request_id>${tickets.open}</service_request_id><status>open</status><status_notes></status_notes>`);
    expect(res.body).toContain('<agency_responsible>Rapid Bus &amp; &lt;Co&gt;</agency_responsible>');
    expect(res.body).toContain('<lat>3.142</lat><long>101.696</long></request></service_requests>');
  });

  it.each([
    ['an unknown service_code', '?service_code=STAGE_BUS.NOPE', /service_code 'STAGE_BUS.NOPE'/],
    ['a date that is not W3C', '?start_date=2026-13-01', /^start_date: must be a date/],
    ['a date without its time zone', '?end_date=2026-01-01T10:00:00', /^end_date: must be a date/],
    ['dates over 90 days apart', '?start_date=2026-01-01&end_date=2026-04-01', /may not span more than 90 days/],
    ['a start after the end', '?start_date=2026-02-01T00:00:00Z&end_date=2026-01-01T00:00:00Z', /start_date must be before end_date/],
    ['an unknown status', '?status=pending', /^status: must be 'open' or 'closed'/],
    ['a page size of 0', '?page_size=0', /^page_size: must be at least 1/],
    ['a ticket number that is not one', '?service_request_id=abc', /^service_request_id: must be ticket numbers/],
    ['an argument given twice', '?status=open&status=closed', /^status: /],
    ['a character no text may hold', '?service_code=a%00b', /./],
  ])("refuses %s with 400 in GeoReport's error list", async (_, query, description) => {
    const res = await get(`/open311/v2/requests.json${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const errors = res.json<{ code: number; description: string }[]>();
    expect(errors).toEqual([{ code: 400, description: expect.stringMatching(description) }]);
  });

  it('gives its errors in XML when XML was asked for', async () => {
    const res = await get('/open311/v2/requests.xml?service_code=<NOPE>');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(res.body).toBe(
      `<?xml version="1.0" encoding="utf-8"?>\n<errors><error><code>400</code><description>service_code '&lt;NOPE&gt;' is not one of the codes of services.json.</description></error></errors>\n`,
    );
  });

  it('refuses a format other than json and xml', async () => {
    const res = await get('/open311/v2/requests.yaml');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ code: 400, description: expect.stringMatching(/^format: /) }]);
  });
});

describe('GET /open311/v2/requests/{id}.{format}', () => {
  it('gives one published review by its ticket number, as a list of one', async () => {
    const res = await get(`/open311/v2/requests/${tickets.open}.json`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ service_request_id: String(tickets.open), status: 'open', lat: 3.142 })]);
    const xml = await get(`/open311/v2/requests/${tickets.closed}.xml`);
    expect(xml.body).toContain(`<service_requests><request><service_request_id>${tickets.closed}</service_request_id><status>closed</status>`);
  });

  it.each([
    ['a hidden review', () => tickets.hidden],
    ['a deleted review', () => tickets.deleted],
    ['a ticket that does not exist', () => 999_999_999],
    ['an id that is no ticket number', () => 'abc'],
  ])('answers 404 for %s', async (_, id) => {
    const res = await get(`/open311/v2/requests/${id()}.json`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual([{ code: 404, description: expect.stringContaining(String(id())) }]);
    const xml = await get(`/open311/v2/requests/${id()}.xml`);
    expect(xml.statusCode).toBe(404);
    expect(xml.body).toContain('<errors><error><code>404</code>');
  });
});

describe('/open311 is an API, not a page', () => {
  it('answers an unknown path in JSON, never with the web app', async () => {
    const res = await get('/open311/v2/discovery');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).not.toContain('<!doctype html>');
  });

  it('compresses a large answer', async () => {
    const res = await get('/open311/v2/services.json', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    const definitions = SERVICES.reduce((count, service) => count + aspectsFor(service.key).length, 0);
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString('utf8'))).toHaveLength(definitions);
  });

  it(`allows ${OPEN311_REQUESTS_PER_HOUR} requests an hour per address, then 429 in GeoReport's format`, async () => {
    // A tenth of the limit (RATE_LIMIT_MULTIPLIER), so the test sends hundreds of requests, not thousands.
    const limited = await buildTestApp({ env: { RATE_LIMIT_MULTIPLIER: '0.1' } });
    try {
      const ask = () => limited.app.inject({ method: 'GET', url: '/open311/v2/requests/none.xml', remoteAddress: '10.31.255.1' });
      for (let i = 0; i < OPEN311_REQUESTS_PER_HOUR / 10; i++) expect((await ask()).statusCode).toBe(404);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.headers['access-control-allow-origin']).toBe('*');
      expect(refused.body).toContain('<errors><error><code>429</code>');
    } finally {
      await limited.close();
    }
  });
});
