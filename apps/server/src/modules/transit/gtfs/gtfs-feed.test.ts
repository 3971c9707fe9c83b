import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { openPglite } from '../../../db/client.ts';
import { operators, routePatterns, routeStops, reviewOptions, reviews, transitRoutes, transitStops, users } from '../../../db/schema/index.ts';
import { seedReferenceData } from '../../../db/seed/reference.ts';
import { BUNDLED_AGENCY, replaceAgencyTransit } from '../../../db/seed/seed-transit.ts';
import { GtfsError } from './gtfs-error.ts';
import { FEED_FILES, parseFeed } from './gtfs-feed.ts';
import { openFeedFolder } from './gtfs-source.ts';

// Route R1 (short name T789) runs both ways; its direction-1 short trip serves S4, which no other
// trip does (the longest trip alone would drop it). T790 has no short name and no direction.
// S2 has no stop_code; ST1 is a station; S9 is served by no trip.
const FEED: Record<string, string> = {
  'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nrapidkl,Rapid Bus,https://example.my,Asia/Kuala_Lumpur\n',
  'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nR1,T789,Stesen LRT Kelana Jaya ~ SS3,3\nT790,,Stesen LRT Taman Bahagia ~ Kelana Jaya,3\n',
  'stops.txt':
    'stop_id,stop_code,stop_name,stop_lat,stop_lon,location_type\n' +
    'S1,KJ01,LRT Kelana Jaya,3.1128,101.6045,0\nS2,,"SS3, Jalan SS 3/39",3.0965,101.6122,0\nS3,KL113,Taman Bahagia,3.1006,101.6107,\n' +
    'S4,KL114,Jalan SS 3/1,3.0981,101.6115,0\nS5,KL115,SS3 Hub,3.0950,101.6130,0\nST1,,Kelana Jaya station,3.1129,101.6046,1\nS9,KL999,Nowhere,3.2,101.7,0\n',
  'trips.txt':
    'route_id,service_id,trip_id,direction_id,trip_headsign\n' +
    'R1,WD,t1,0,SS3\nR1,WD,t1b,0,SS3\nR1,WD,t1r,1,Kelana Jaya\nR1,WD,t1s,1,Kelana Jaya (via SS 3/1)\nT790,WD,t2,,\n',
  'stop_times.txt':
    'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
    't1,07:00:00,07:00:00,S1,1\nt1,07:10:00,07:10:00,S3,2\nt1,07:20:00,07:20:00,S2,3\nt1,07:25:00,07:25:00,S5,4\n' +
    // Out of order: stop_sequence decides, not the line.
    't1b,08:20:00,08:20:00,S2,3\nt1b,08:00:00,08:00:00,S1,1\nt1b,08:10:00,08:10:00,S3,2\nt1b,08:25:00,08:25:00,S5,4\n' +
    't1r,09:00:00,09:00:00,S5,1\nt1r,09:05:00,09:05:00,S2,2\nt1r,09:15:00,09:15:00,S3,3\nt1r,09:25:00,09:25:00,S1,4\n' +
    't1s,10:00:00,10:00:00,S2,1\nt1s,10:05:00,10:05:00,S4,2\nt1s,10:10:00,10:10:00,S1,3\n' +
    't2,07:00:00,07:00:00,S3,5\nt2,07:10:00,07:10:00,S1,9\n',
};

const tempDirs: string[] = [];
function feedFolder(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-gtfs-test-'));
  tempDirs.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => (t = await buildTestApp()));
afterAll(async () => {
  await t.close();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Each pattern of the network as 'route dir: stop codes ×trips'. */
const describePatterns = ({ network }: Awaited<ReturnType<typeof parseFeed>>) =>
  network.patterns.map((p) => `${network.routes[p.route]!.code} ${p.direction ?? '-'}: ${p.stops.map((s) => network.stops[s]!.code).join(' ')} ×${p.tripCount}`);

describe('parsing a GTFS feed', () => {
  it('keeps every stop pattern of every route and direction, most run first, and skips stations and unserved stops', async () => {
    const feed = await parseFeed(feedFolder(FEED));
    expect(feed).toMatchObject({ agency: 'rapidkl', agencyNames: ['Rapid Bus'] });
    expect(describePatterns(feed)).toEqual([
      'T789 0: KJ01 KL113 S2 KL115 ×2',
      'T789 1: KL115 S2 KL113 KJ01 ×1',
      'T789 1: S2 KL114 KJ01 ×1',
      'T790 -: KL113 KJ01 ×1',
    ]);
    expect(feed.network.patterns.map((p) => p.headsign)).toEqual(['SS3', 'Kelana Jaya', 'Kelana Jaya (via SS 3/1)', null]);
    expect(feed.network.stops.map((s) => s.code).sort()).toEqual(['KJ01', 'KL113', 'KL114', 'KL115', 'S2']);
    expect(feed.network.stops.find((s) => s.code === 'S2')?.name).toBe('SS3, Jalan SS 3/39');
    expect(feed.network.routes).toEqual([
      { code: 'T789', name: 'Stesen LRT Kelana Jaya ~ SS3', operator: 'Rapid Bus' },
      { code: 'T790', name: 'Stesen LRT Taman Bahagia ~ Kelana Jaya', operator: 'Rapid Bus' },
    ]);
  });

  it('falls back to the id where a stop_code or route_short_name is shared', async () => {
    const feed = await parseFeed(
      feedFolder({ ...FEED, 'stops.txt': FEED['stops.txt']!.replace('S4,KL114', 'S4,KL113'), 'routes.txt': FEED['routes.txt']!.replace('T790,,', 'T790,T789,') }),
    );
    expect(feed.network.stops.map((s) => s.code).sort()).toEqual(['KJ01', 'KL115', 'S2', 'S3', 'S4']);
    expect(feed.network.routes.map((r) => r.code)).toEqual(['R1', 'T790']);
  });

  it('reads the same feed from a .zip, even inside a folder of the archive, and removes what it unpacked', async () => {
    const dir = feedFolder({});
    const zip = path.join(dir, 'feed.zip');
    fs.writeFileSync(zip, zipSync(Object.fromEntries(Object.entries({ ...FEED, 'shapes.txt': 'shape_id\n' }).map(([n, text]) => [`gtfs/${n}`, strToU8(text)]))));
    const folder = await openFeedFolder(zip, Object.keys(FEED_FILES));
    expect(fs.readdirSync(folder.dir).sort()).toEqual(Object.keys(FEED_FILES).sort());
    expect(describePatterns(await parseFeed(folder.dir))).toHaveLength(4);
    folder.close();
    expect(fs.existsSync(folder.dir)).toBe(false);
  });

  it.each([
    ['a missing column', { 'stops.txt': 'stop_id,stop_name,stop_lon\nS1,LRT,101.6\n' }, 'stops.txt line 1: the column stop_lat is missing'],
    ['a stop without coordinates', { 'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nS1,LRT,3.1,101.6\nS2,SS3,,101.6\n' }, 'stops.txt line 3: stop_lat is missing'],
    ['a coordinate that is not one', { 'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nS1,LRT,north,101.6\n' }, 'stops.txt line 2: stop_lat "north" is not a coordinate'],
    ['an unknown stop in stop_times', { 'stop_times.txt': 'trip_id,stop_id,stop_sequence\nt1,S9X,1\n' }, 'stop_times.txt line 2: stop_id "S9X" is not in stops.txt'],
    ['a bad direction', { 'trips.txt': 'route_id,trip_id,direction_id\nR1,t1,2\n' }, 'trips.txt line 2: direction_id "2" is not 0 or 1'],
    ['a ragged row', { 'routes.txt': 'route_id,route_long_name\nT789,A,B\n' }, 'routes.txt line 2:'],
    ['a feed without stop times', { 'stop_times.txt': 'trip_id,stop_id,stop_sequence\n' }, 'stop_times.txt: no trip has any stops'],
  ])('names the file and line of %s', async (_what, broken, message) => {
    const error = await parseFeed(feedFolder({ ...FEED, ...broken })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GtfsError);
    expect((error as Error).message).toContain(message);
  });

  it('names a file missing from the feed, without a line', async () => {
    const { 'trips.txt': _omitted, ...rest } = FEED;
    await expect(parseFeed(feedFolder(rest))).rejects.toThrow(/^trips\.txt: the file is missing$/);
  });
});

describe('importing', () => {
  const patternsOf = async (code: string) => {
    const rows = await t.db
      .select({ number: routePatterns.number, direction: routePatterns.direction, trips: routePatterns.tripCount, stop: transitStops.code })
      .from(routePatterns)
      .innerJoin(transitRoutes, eq(transitRoutes.id, routePatterns.routeId))
      .innerJoin(routeStops, eq(routeStops.patternId, routePatterns.id))
      .innerJoin(transitStops, eq(transitStops.id, routeStops.stopId))
      .where(eq(transitRoutes.code, code))
      .orderBy(asc(routePatterns.number), asc(routeStops.sequence));
    const byNumber = new Map<number, string[]>();
    for (const r of rows) byNumber.set(r.number, [...(byNumber.get(r.number) ?? [`${r.direction ?? '-'}×${r.trips}:`]), r.stop]);
    return [...byNumber.values()].map((list) => list.join(' '));
  };
  const routesOf = async (agency: string) => (await t.db.select().from(transitRoutes).where(eq(transitRoutes.agency, agency))).map((r) => r.code).sort();

  it('stores every pattern, links the routes to their operator, and replaces only that agency’s data', async () => {
    const first = await parseFeed(feedFolder(FEED));
    await replaceAgencyTransit(t.db, first.agency, first.network);
    expect(await patternsOf('T789')).toEqual(['0×2: KJ01 KL113 S2 KL115', '1×1: KL115 S2 KL113 KJ01', '1×1: S2 KL114 KJ01']);
    const [route] = await t.db.select().from(transitRoutes).where(eq(transitRoutes.code, 'T789'));
    const [rapidKl] = await t.db.select().from(operators).where(eq(operators.slug, 'rapid-kl'));
    expect(route).toMatchObject({ operator: 'Rapid Bus', operatorId: rapidKl!.id });
    const api = await t.app.inject({ method: 'GET', url: `/api/transit/routes/${route!.id}/stops` });
    expect(api.json<{ patterns: { direction: number | null; headsign: string | null; stops: { code: string }[] }[] }>().patterns).toEqual([
      expect.objectContaining({ direction: 0, headsign: 'SS3', stops: ['KJ01', 'KL113', 'S2', 'KL115'].map((code) => expect.objectContaining({ code })) }),
      expect.objectContaining({ direction: 1, headsign: 'Kelana Jaya' }),
      expect.objectContaining({ direction: 1, stops: ['S2', 'KL114', 'KJ01'].map((code) => expect.objectContaining({ code })) }),
    ]);

    // The next feed drops T790, stop S4 and the short trip; T789 keeps its id.
    const next = await parseFeed(
      feedFolder({
        ...FEED,
        'trips.txt': 'route_id,trip_id,direction_id\nR1,t1,0\n',
        'stop_times.txt': 'trip_id,stop_id,stop_sequence\nt1,S1,1\nt1,S3,2\n',
      }),
    );
    await replaceAgencyTransit(t.db, next.agency, next.network);
    expect(await routesOf('rapidkl')).toEqual(['T789']);
    expect(await patternsOf('T789')).toEqual(['0×1: KJ01 KL113']);
    expect((await t.db.select().from(transitRoutes).where(eq(transitRoutes.code, 'T789')))[0]!.id).toBe(route!.id);
    const stops = await t.db.select().from(transitStops).where(eq(transitStops.agency, 'rapidkl'));
    expect(stops.map((s) => s.code).sort()).toEqual(['KJ01', 'KL113']);
    expect(await routesOf(BUNDLED_AGENCY)).toHaveLength(6);
  });

  it('adds an agency no operator matches as a new operator', async () => {
    const feed = await parseFeed(feedFolder({ ...FEED, 'agency.txt': 'agency_id,agency_name\nsunway,Sunway BRT Line\n' }));
    await replaceAgencyTransit(t.db, feed.agency, feed.network);
    const [operator] = await t.db.select().from(operators).where(eq(operators.slug, 'sunway-brt-line'));
    expect(operator).toMatchObject({ name: 'Sunway BRT Line', kind: 'transit' });
    const routes = await t.db.select().from(transitRoutes).where(eq(transitRoutes.agency, 'sunway'));
    expect(new Set(routes.map((r) => r.operatorId))).toEqual(new Set([operator!.id]));
  });

  const importCommand = (feed: string, dataDir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/import-gtfs.ts', feed], {
      cwd: path.resolve(import.meta.dirname, '../../../..'),
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: 'utf8',
    });

  it('via npm run import:gtfs, shows progress and reports what it loaded by agency name', () => {
    const result = importCommand(feedFolder(FEED), feedFolder({}));
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/\[#+\] 100% stop_times\.txt/);
    expect(result.stdout).toContain('Imported 2 routes and 5 stops for Rapid Bus.');
  });

  it('via npm run import:gtfs, links the reviews written earlier that name its routes and stops', async () => {
    const dataDir = feedFolder({});
    const before = await openPglite({ dataDir: path.join(dataDir, 'db') });
    try {
      await before.migrate();
      await seedReferenceData(before.db);
      const [user] = await before.db.insert(users).values({ name: 'Early Rider', username: 'early_rider' }).returning({ id: users.id });
      const options = await before.db.select().from(reviewOptions).orderBy(asc(reviewOptions.sort));
      const first = (category: string) => options.find((o) => o.category === category)!.id;
      await before.db.insert(reviews).values({
        userId: user!.id,
        feelingId: first('feeling'),
        score: 0,
        serviceId: first('service'),
        aspectId: first('aspect'),
        experience: 'Waited an hour.',
        incidentAt: new Date(),
        routeName: 'T789 ke SS3',
        stopName: 'kl113',
        latitude: 3.1,
        longitude: 101.61,
      });
    } finally {
      await before.close();
    }
    const result = importCommand(feedFolder(FEED), dataDir);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('Linked earlier reviews: 1 to their route, 1 to their stop.');
  });

  it('via npm run import:gtfs, refuses a malformed feed in one line and changes nothing', () => {
    const dataDir = feedFolder({});
    const result = importCommand(feedFolder({ ...FEED, 'stops.txt': 'stop_id,stop_name,stop_lon\nS1,LRT,101.6\n' }), dataDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('suara-transit: the feed was not imported: stops.txt line 1: the column stop_lat is missing');
    // Validation happens before the database is opened: nothing was created.
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);

    const { 'agency.txt': _omitted, ...rest } = FEED;
    const missing = importCommand(feedFolder(rest), dataDir);
    expect(missing.stderr).toContain('suara-transit: the feed was not imported: agency.txt: the file is missing');
  });
});
