// `npm run seed [-- --demo [--reviews N] [--seed S]]`: migrations and reference data, and on request
// demo data, for a database the server is not running on. `--help` explains the flags.
import { parseSeedArgs, USAGE, UsageError } from './demo/args.ts';

let args;
try {
  args = parseSeedArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`suara-transit seed: ${error.message} (see npm run seed -- --help)`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

// Loaded once the command line is known to be good: a typo or --help answers at once.
const [{ randomInt }, { createProgressBar }, { parseConfig }, { reportFatal }, { createStorage }, { openConfiguredDatabase }, { bulkLoadTimeouts, seedDemoData }, { seedReferenceData }] =
  await Promise.all([
    import('node:crypto'),
    import('../../cli/progress-bar.ts'),
    import('../../config.ts'),
    import('../../lib/report-fatal.ts'),
    import('../../plugins/storage/create-storage.ts'),
    import('../open-database.ts'),
    import('./demo/seed-demo.ts'),
    import('./reference.ts'),
  ]);

const count = (n: number) => n.toLocaleString('en-MY');

try {
  const config = parseConfig();
  const database = await openConfiguredDatabase({ ...config, databaseTimeouts: bulkLoadTimeouts(config.databaseTimeouts) }, 'seed');
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    console.log(`Reference data is up to date (${database.kind}).`);
    if (args.demo) {
      // Without --seed a run is still repeatable: the seed it used is printed.
      const seed = args.seed ?? String(randomInt(1, 1_000_000));
      const bar = createProgressBar();
      const started = performance.now();
      const storage = createStorage(config);
      const s = await seedDemoData(database.db, {
        reviews: args.reviews,
        seed,
        storage,
        onProgress: (phase, done, total) => bar.count(done, total, phase),
      }).finally(() => storage.close());
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `Added ${count(s.reviews)} demo reviews (${count(s.reactions)} reactions, ${count(s.comments)} comments, ${count(s.replies)} replies, ` +
          `${count(s.photos)} photos) by ${count(s.users)} demo users (${count(s.newUsers)} new) in ${seconds.toFixed(1)} s; seed ${seed}.`,
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  reportFatal(error);
}
