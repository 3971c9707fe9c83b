import { klDateString } from '@suara/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { adminPerson, verifiedPerson } from '../reviews/reviews.test-support.ts';
import { auth, insertReview, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { exportFilename } from './admin-exports.service.ts';

let t: TestApp;
let admin: SignedIn;
let rider: SignedIn;

const DANGEROUS = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tTAB', '\rCR'];
/** Formulas after a character a spreadsheet program may cut a cell at, and how the CSV neutralises them. */
const SPLIT_DANGEROUS = [
  ['a;=1+1', "a;'=1+1"],
  ['b,@SUM(A1)', "b,'@SUM(A1)"],
  ['c\t-2+3', "c\t'-2+3"],
  ['d\n+cmd', "d\n'+cmd"],
] as const;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminPerson(t);
  rider = await verifiedPerson(t);
  await t.db
    .update(users)
    .set({ about: 'Naik "bas", setiap hari\nke KL', location: 'Kuala Lumpur', gender: 'female', ageBand: '25-29', nationalStatus: 'local', homeLocation: 'Cheras, Kuala Lumpur, MALAYSIA', disability: null, transportUsage: 'everyday', onboardedAt: new Date(), language: 'ms' })
    .where(eq(users.id, rider.id));
});
afterAll(() => t.close());

const download = (file: string, token: string | null = admin.token) =>
  t.app.inject({ method: 'GET', url: `/api/admin/exports/${file}`, headers: auth(token ?? undefined) });

/** RFC 4180 back into records, so the test reads the file the way a spreadsheet program does. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"' && (quoted || field === '')) {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      endField();
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      endField();
      records.push(record);
      record = [];
      i++;
    } else {
      field += c;
    }
  }
  if (field || record.length) {
    endField();
    records.push(record);
  }
  return records;
}

function expectAttachment(res: Awaited<ReturnType<typeof download>>, name: string, type: string) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain(type);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}-${klDateString(new Date())}.${type.includes('csv') ? 'csv' : 'xlsx'}"`);
}

async function audited() {
  return t.db.select().from(auditLog).where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, 'admin.export')));
}

describe('export file names', () => {
  it('carry the date in Malaysia', () => {
    // 00:30 on 21 November in Kuala Lumpur is still the 20th in UTC.
    expect(exportFilename('users', new Date('2026-11-20T16:30:00Z'))).toBe('users-2026-11-21.csv');
    expect(exportFilename('overview', new Date('2026-11-20T15:59:59Z'))).toBe('overview-2026-11-20.csv');
    expect(exportFilename('fullReport', new Date('2026-11-20T16:00:00Z'))).toBe('full-report-2026-11-21.xlsx');
  });
});

describe('GET /api/admin/exports/users.csv', () => {
  it('streams every live user in batches with their answers as labels and public review count, UTF-8 with a BOM', async () => {
    await insertReview(t, rider.id);
    await insertReview(t, rider.id, { status: 'hidden' });
    await insertReview(t, rider.id, { deletedAt: new Date() });
    const gone = await signUpAndIn(t);
    await t.db.update(users).set({ deletedAt: new Date(), email: null }).where(eq(users.id, gone.id));
    // More than one batch, all joined at the same instant: the keyset's id tie-breaker must neither skip nor repeat.
    const joined = new Date('2026-01-01T00:00:00Z');
    await t.db.insert(users).values(
      Array.from({ length: 1005 }, (_, i) => ({ name: `Penumpang ${i}`, username: `penumpang_${i}`, email: `p${i}@example.my`, createdAt: joined })),
    );

    const res = await download('users.csv');
    expectAttachment(res, 'users', 'text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([
      'Name', 'Username', 'E-mail', 'Phone', 'Verified', 'Admin', 'Language', 'Location', 'About', 'Gender', 'Age', 'You are',
      'Home location', 'Disability', 'Transport usage', 'Joined (Malaysia time)', 'Reviews',
    ]);
    const usernames = rows.map((row) => row[1]);
    expect(new Set(usernames).size).toBe(usernames.length);
    for (let i = 0; i < 1005; i++) expect(usernames).toContain(`penumpang_${i}`);
    expect(usernames).not.toContain(gone.username);
    expect(usernames).toContain(admin.username);

    const riderRow = rows.find((row) => row[1] === rider.username)!;
    expect(riderRow).toEqual([
      rider.name, rider.username, rider.email, '', 'Yes', 'No', 'Bahasa Malaysia', 'Kuala Lumpur', 'Naik "bas", setiap hari\nke KL', 'Female',
      '25 - 29', 'Local', 'Cheras, Kuala Lumpur, MALAYSIA', 'Prefer not to say', 'Everyday', expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), '1',
    ]);
    expect(rows.find((row) => row[1] === 'penumpang_0')).toEqual([
      'Penumpang 0', 'penumpang_0', 'p0@example.my', '', 'No', 'No', 'English', '', '', '', '', '', '', '', '', '2026-01-01 08:00:00', '0',
    ]);
    expect((await audited()).map((row) => row.details)).toContainEqual({ file: `users-${klDateString(new Date())}.csv` });
  });

  it('neutralises every formula trigger with a leading quote', async () => {
    const people = await Promise.all(DANGEROUS.map(() => signUpAndIn(t)));
    await Promise.all(people.map((person, i) => t.db.update(users).set({ about: DANGEROUS[i], location: DANGEROUS[i] }).where(eq(users.id, person.id))));

    const rows = parseCsv((await download('users.csv')).body.slice(1));
    people.forEach((person, i) => {
      const row = rows.find((r) => r[1] === person.username)!;
      expect([row[7], row[8]]).toEqual([`'${DANGEROUS[i]}`, `'${DANGEROUS[i]}`]);
    });
  });

  it('quotes every text cell and neutralises a formula after a separator, for programs that split at ";"', async () => {
    const people = await Promise.all(SPLIT_DANGEROUS.map(() => signUpAndIn(t)));
    await Promise.all(people.map((person, i) => t.db.update(users).set({ about: SPLIT_DANGEROUS[i]![0] }).where(eq(users.id, person.id))));

    const body = (await download('users.csv')).body.slice(1);
    const rows = parseCsv(body);
    people.forEach((person, i) => expect(rows.find((r) => r[1] === person.username)![8]).toBe(SPLIT_DANGEROUS[i]![1]));
    // Every text field is quoted; only numbers (the review count) are bare.
    const record = body.split('\r\n').find((line) => line.includes(people[0]!.username))!;
    expect(record).toMatch(/^"[^"]*","[^"]*",/);
    expect(record).toMatch(/,\d+$/);
  });
});

describe('GET /api/admin/exports/overview.csv', () => {
  it("has the users, reviews and poll sections and says when and by whom it was made", async () => {
    const overview = (await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: auth(admin.token) })).json();
    const res = await download('overview.csv');
    expectAttachment(res, 'overview', 'text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual(['Suara Transit overview report']);
    expect(rows[1]![0]).toBe('Generated On');
    expect(rows[1]![1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(Malaysia time\)$/);
    expect(rows[2]).toEqual(['Generated By', `${admin.name} (@${admin.username})`]);

    const after = (title: string) => rows.slice(rows.findIndex((row) => row[0] === title) + 1);
    expect(after('Users').slice(0, 2)).toEqual([['Total', 'Verified', 'Unverified'], [String(overview.user.count), String(overview.user.verified), String(overview.user.unverified)]]);
    expect(after('Reviews').slice(0, 9)).toEqual([
      ['Category', 'Reviews'],
      ['Awesome', String(overview.review.awesome)],
      ['Pleasant', String(overview.review.pleasent)],
      ['Good', String(overview.review.good)],
      ['Neutral', String(overview.review.neutral)],
      ['Bad', String(overview.review.bad)],
      ['Disappointing', String(overview.review.disappointing)],
      ['Terrible', String(overview.review.terrible)],
      ['Total', String(overview.review.total)],
    ]);
    const poll = after('Poll');
    expect(poll[0]).toEqual(['Question', 'Yes', 'No']);
    expect(poll.slice(1, 1 + overview.poll.length)).toEqual(overview.poll.map((q: { question: string; yes: number; no: number }) => [q.question, String(q.yes), String(q.no)]));
    expect((await audited()).map((row) => row.details)).toContainEqual({ file: `overview-${klDateString(new Date())}.csv` });
  });
});

describe('GET /api/admin/exports/full-report.xlsx', () => {
  it('has a Users and a Reviews sheet (hidden reviews in, deleted out), with every formula trigger neutralised', async () => {
    const shown = await insertReview(t, rider.id, { experience: DANGEROUS[0]!, operatorName: DANGEROUS[1]!, routeName: DANGEROUS[2]!, stopName: DANGEROUS[3]!, address: DANGEROUS[4]!, vehiclePlate: DANGEROUS[5]!, latitude: 3.1073, longitude: 101.6067, likeCount: 4, unlikeCount: 1, commentCount: 2 });
    const hidden = await insertReview(t, rider.id, { status: 'hidden' });
    const deleted = await insertReview(t, rider.id, { deletedAt: new Date() });

    const res = await download('full-report.xlsx');
    expectAttachment(res, 'full-report', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Users', 'Reviews']);

    const values = (sheet: ExcelJS.Worksheet) => {
      const out: unknown[][] = [];
      sheet.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
      return out;
    };
    const userRows = values(workbook.getWorksheet('Users')!);
    expect(userRows[0]![0]).toBe('Name');
    expect(userRows[0]).toHaveLength(17);
    expect(userRows.find((row) => row[1] === rider.username)?.[6]).toBe('Bahasa Malaysia');

    const [header, ...reviewRows] = values(workbook.getWorksheet('Reviews')!);
    expect(header).toEqual([
      'Ticket number', 'Created (Malaysia time)', 'Status', 'Author username', 'Feeling', 'Service', 'Aspect', 'Operator', 'Route', 'Stop',
      'Vehicle plate', 'Experience', 'Address', 'Latitude', 'Longitude', 'Incident time (Malaysia time)', 'Likes', 'Unlikes', 'Comments',
    ]);
    const tickets = reviewRows.map((row) => row[0]);
    expect(tickets).toContain(hidden.ticketNumber);
    expect(tickets).not.toContain(deleted.ticketNumber);
    expect(reviewRows.find((row) => row[0] === hidden.ticketNumber)?.[2]).toBe('hidden');
    const row = reviewRows.find((r) => r[0] === shown.ticketNumber)!;
    expect(row.slice(2, 5)).toEqual(['submitted', rider.username, expect.any(String)]);
    // XML reads a lone carriage return back as a line feed.
    const text = (value: unknown) => String(value).replace(/\r/g, '\n');
    expect([row[11], row[7], row[8], row[9], row[12], row[10]].map(text)).toEqual(DANGEROUS.map((value) => text(`'${value}`)));
    expect(row.slice(13)).toEqual([3.1073, 101.6067, expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), 4, 1, 2]);

    // Text goes in as string cells, never as a formula: no <f> element in any sheet, the experience a plain value.
    const sheets = Object.entries(unzipSync(new Uint8Array(res.rawPayload))).filter(([name]) => name.startsWith('xl/worksheets/'));
    expect(sheets.map(([name]) => name)).toEqual(['xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml']);
    for (const [, xml] of sheets) expect(strFromU8(xml)).not.toMatch(/<f[ >]/);
    expect(strFromU8(sheets[1]![1])).toMatch(/<c [^>]*t="str"><v>&apos;=1\+1<\/v><\/c>/);
    expect((await audited()).map((r) => r.details)).toContainEqual({ file: `full-report-${klDateString(new Date())}.xlsx` });
  });
});

describe('exports', () => {
  it.each(['users.csv', 'overview.csv', 'full-report.xlsx'])('%s: 401 for a visitor, 403 for a user who is not an admin, nothing audited', async (file) => {
    const before = (await t.db.select().from(auditLog)).length;
    const visitor = await download(file, null);
    expect([visitor.statusCode, visitor.json().error.code]).toEqual([401, 'unauthenticated']);
    const user = await download(file, rider.token);
    expect([user.statusCode, user.json().error.code]).toEqual([403, 'forbidden']);
    expect((await t.db.select().from(auditLog)).length).toBe(before);
  });
});
