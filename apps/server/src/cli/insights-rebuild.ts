// `npm run insights:rebuild`: recomputes the scorecards' rollups from the reviews. Triggers keep them
// current as reviews are written; this repairs them should they ever disagree (a restore of only some
// tables, a trigger disabled by hand).
import { parseConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-database.ts';
import { reportFatal } from '../lib/report-fatal.ts';
import { rebuildRollups } from '../modules/insights/insights-rollups.repository.ts';

/** The rebuild is one statement over every review: the request-sized default timeout would cut it short. */
const REBUILD_TIMEOUT_MS = 3_600_000;

if (process.argv.length > 2) {
  console.error('usage: npm run insights:rebuild');
  process.exit(2);
}

const count = (n: number) => n.toLocaleString('en-MY');

try {
  const config = parseConfig();
  // On the embedded database this refuses, with a clear message, while a server holds DATA_DIR.
  const database = await openConfiguredDatabase({ ...config, databaseTimeouts: { ...config.databaseTimeouts, statementMs: REBUILD_TIMEOUT_MS } }, 'insights rebuild');
  try {
    await database.migrate();
    const started = performance.now();
    const { daily, weekly } = await rebuildRollups(database.db);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Rebuilt the insights' rollups (${database.kind}) in ${seconds.toFixed(1)} s: ${count(daily.reviews)} visible reviews in ${count(daily.buckets)} daily rows; ` +
        `${count(weekly.reviews)} of them linked to an operator, in ${count(weekly.buckets)} weekly rows.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  reportFatal(error);
}
