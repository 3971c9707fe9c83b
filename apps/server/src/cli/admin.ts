// `npm run admin -- grant|revoke <email-or-username>`: makes the first administrators.
import { parseConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-database.ts';
import { AppError } from '../lib/app-error.ts';
import { reportFatal } from '../lib/report-fatal.ts';
import { changeAdminRole } from '../modules/admin/admin-roles.service.ts';

const USAGE = 'usage: npm run admin -- grant <email-or-username> | revoke <email-or-username>';
const [command, identifier] = process.argv.slice(2);

if ((command !== 'grant' && command !== 'revoke') || !identifier) {
  console.error(USAGE);
  process.exit(2);
}

try {
  // On the embedded database this refuses, with a clear message, while a server holds DATA_DIR.
  const database = await openConfiguredDatabase(parseConfig(), 'admin command');
  try {
    await database.migrate();
    const result = await changeAdminRole(database.db, { identifier, makeAdmin: command === 'grant', actorId: null, via: 'cli' });
    const state = command === 'grant' ? 'an administrator' : 'no longer an administrator';
    console.log(result.changed ? `${result.username} is now ${state}.` : `${result.username} was already ${state}; nothing changed.`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof AppError) {
    console.error(`suara-transit: ${error.message}`);
    process.exit(1);
  }
  reportFatal(error);
}
