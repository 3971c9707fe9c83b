// `npm run seed`: migrations and reference data, for a database the server is not running on.
import { parseConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../open-database.ts';
import { reportFatal } from '../../lib/report-fatal.ts';
import { seedReferenceData } from './reference.ts';

const config = parseConfig();
try {
  const database = await openConfiguredDatabase(config, 'seed');
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    console.log(`Reference data is up to date (${database.kind}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  reportFatal(error);
}
