// `npm run import:gtfs -- <feed.zip or folder>`: loads an official GTFS feed's routes, stops and
// stop patterns, replacing that agency's previous data. A malformed feed changes nothing.
import path from 'node:path';
import { parseConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-database.ts';
import { replaceAgencyTransit } from '../db/seed/seed-transit.ts';
import { reportFatal } from '../lib/report-fatal.ts';
import { GtfsError } from '../modules/transit/gtfs/gtfs-error.ts';
import { FEED_FILES, parseFeed } from '../modules/transit/gtfs/gtfs-feed.ts';
import { linkReviewsToNetwork } from '../modules/transit/transit.repository.ts';
import { openFeedFolder } from '../modules/transit/gtfs/gtfs-source.ts';
import { createProgressBar } from './progress-bar.ts';

const source = process.argv[2];
if (!source) {
  console.error('usage: npm run import:gtfs -- <feed.zip or folder>');
  process.exit(2);
}

const bar = createProgressBar();
const showProgress = (file: string, fraction: number) => bar.update(fraction, file);

try {
  // npm runs the script inside the server workspace; the path is relative to where it was typed.
  const folder = await openFeedFolder(path.resolve(process.env.INIT_CWD ?? process.cwd(), source), Object.keys(FEED_FILES));
  const feed = await parseFeed(folder.dir, showProgress).finally(() => folder.close());
  const database = await openConfiguredDatabase(parseConfig(), 'GTFS import');
  try {
    await database.migrate();
    await replaceAgencyTransit(database.db, feed.agency, feed.network);
    console.log(`Imported ${feed.network.routes.length} routes and ${feed.network.stops.length} stops for ${feed.agencyNames.join(', ')}.`);
    // Reviews written before the feed named their route or stop now link to it.
    const { routesLinked, stopsLinked } = await linkReviewsToNetwork(database.db);
    if (routesLinked + stopsLinked > 0) console.log(`Linked earlier reviews: ${routesLinked} to their route, ${stopsLinked} to their stop.`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof GtfsError || (error as NodeJS.ErrnoException).code === 'ENOENT') {
    console.error(`\nsuara-transit: the feed was not imported: ${(error as Error).message}`);
    process.exit(1);
  }
  reportFatal(error);
}
