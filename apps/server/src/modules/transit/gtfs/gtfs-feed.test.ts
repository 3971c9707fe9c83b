import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { transitRoutes, transitStops } from '../../../db/schema/index.ts';
import { BUNDLED_AGENCY, replaceAgencyTransit } from '../../../db/seed/seed-transit.ts';
import { GtfsError, parseFeed, readFeedFiles } from './gtfs-feed.ts';

const FEED: Record<string, string> = {
  'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nrapidkl,Rapid KL,https://example.my,Asia/Kuala_Lumpur\n',
  'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nT789,T789,Stesen LRT Kelana Jaya ~ SS3,3\nT790,T790,Stesen LRT Taman Bahagia ~ Kelana Jaya,3\n',
  'stops.txt':
    'stop_id,stop_name,stop_lat,stop_lon,location_type\n' +
    'S1,LRT Kelana Jaya,3.1128,101.6045,0\nS2,"SS3, Jalan SS 3/39",3.0965,101.6122,0\nS3,Taman Bahagia,3.1006,101.6107,\nST1,Kelana Jaya station,3.1129,101.6046,1\n',
  'trips.txt': 'route_id,service_id,trip_id\nT789,WD,t1\nT789,WD,t1-short\nT790,WD,t2\n',
  'stop_times.txt':
    'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
    't1,07:00:00,07:00:00,S1,1\nt1,07:10:00,07:10:00,S3,2\nt1,07:20:00,07:20:00,S2,3\n' +
    't1-short,08:00:00,08:00:00,S1,1\n' +
    't2,07:00:00,07:00:00,S3,5\nt2,07:10:00,07:10:00,S1,9\n',
};

const tempDirs: string[] = [];
function feedFolder(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-gtfs-'));
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

describe('parsing a GTFS feed', () => {
  it('orders each route by its longest trip and skips stations', async () => {
    const feed = await parseFeed(readFeedFiles(feedFolder(FEED)));
    expect(feed).toMatchObject({ agency: 'rapidkl', routeCount: 2, stopCount: 3 });
    expect(feed.rows.filter((r) => r.route_id === 'T789').map((r) => [r.sequence, r.stop_id])).toEqual([
      [1, 'S1'],
      [2, 'S3'],
      [3, 'S2'],
    ]);
    expect(feed.rows.find((r) => r.stop_id === 'S2')?.stop_name).toBe('SS3, Jalan SS 3/39');
    expect(new Set(feed.rows.map((r) => r.operator))).toEqual(new Set(['Rapid KL']));
    expect(feed.rows.filter((r) => r.route_id === 'T790').map((r) => r.sequence)).toEqual([1, 2]);
  });

  it('reads the same feed from a .zip, even inside a folder of the archive', async () => {
    const dir = feedFolder({});
    const zip = path.join(dir, 'feed.zip');
    fs.writeFileSync(zip, zipSync(Object.fromEntries(Object.entries(FEED).map(([n, text]) => [`gtfs/${n}`, strToU8(text)]))));
    expect((await parseFeed(readFeedFiles(zip))).rows).toHaveLength(5);
  });

  it.each([
    ['a missing column', { 'stops.txt': 'stop_id,stop_name,stop_lon\nS1,LRT,101.6\n' }, 'stops.txt line 1: the column stop_lat is missing'],
    ['a stop without coordinates', { 'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nS1,LRT,3.1,101.6\nS2,SS3,,101.6\n' }, 'stops.txt line 3: stop_lat is missing'],
    ['a coordinate that is not one', { 'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nS1,LRT,north,101.6\n' }, 'stops.txt line 2: stop_lat "north" is not a coordinate'],
    ['an unknown stop in stop_times', { 'stop_times.txt': 'trip_id,stop_id,stop_sequence\nt1,S9,1\n' }, 'stop_times.txt line 2: stop_id "S9" is not in stops.txt'],
    ['a ragged row', { 'routes.txt': 'route_id,route_long_name\nT789,A,B\n' }, 'routes.txt line 2:'],
  ])('names the file and line of %s', async (_what, broken, message) => {
    const error = await parseFeed(readFeedFiles(feedFolder({ ...FEED, ...broken }))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GtfsError);
    expect((error as Error).message).toContain(message);
  });

  it('names a file missing from the feed', () => {
    const { 'trips.txt': _omitted, ...rest } = FEED;
    expect(() => readFeedFiles(feedFolder(rest))).toThrow('trips.txt line 0: the file is missing from the feed');
  });
});

describe('importing', () => {
  it('replaces the agency’s previous routes and stops and leaves other agencies alone', async () => {
    const first = await parseFeed(readFeedFiles(feedFolder(FEED)));
    await replaceAgencyTransit(t.db, first.agency, first.rows);
    const routesOf = async (agency: string) => (await t.db.select().from(transitRoutes).where(eq(transitRoutes.agency, agency))).map((r) => r.code).sort();
    expect(await routesOf('rapidkl')).toEqual(['T789', 'T790']);

    // The next feed drops T790 and stop S2.
    const next = await parseFeed(
      readFeedFiles(
        feedFolder({
          ...FEED,
          'trips.txt': 'route_id,trip_id\nT789,t1\n',
          'stop_times.txt': 'trip_id,stop_id,stop_sequence\nt1,S1,1\nt1,S3,2\n',
        }),
      ),
    );
    await replaceAgencyTransit(t.db, next.agency, next.rows);
    expect(await routesOf('rapidkl')).toEqual(['T789']);
    const stops = await t.db.select().from(transitStops).where(eq(transitStops.agency, 'rapidkl'));
    expect(stops.map((s) => s.code).sort()).toEqual(['S1', 'S3']);
    expect(await routesOf(BUNDLED_AGENCY)).toHaveLength(6);
  });

  const importCommand = (feed: string, dataDir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/import-gtfs.ts', feed], {
      cwd: path.resolve(import.meta.dirname, '../../../..'),
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: 'utf8',
    });

  it('via npm run import:gtfs, shows progress and reports what it loaded', () => {
    const result = importCommand(feedFolder(FEED), feedFolder({}));
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/\[#+\] 100% stop_times\.txt/);
    expect(result.stdout).toContain('Imported 2 routes and 3 stops for agency "rapidkl".');
  });

  it('via npm run import:gtfs, refuses a malformed feed in one line and changes nothing', () => {
    const dataDir = feedFolder({});
    const result = importCommand(feedFolder({ ...FEED, 'stops.txt': 'stop_id,stop_name,stop_lon\nS1,LRT,101.6\n' }), dataDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('suara-transit: the feed was not imported: stops.txt line 1: the column stop_lat is missing');
    // Validation happens before the database is opened: nothing was created.
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
  });
});
