// `npm run digest -- --now [--team slug]`: sends the last week's digest at once, to every operator
// team and the administrators, or to one team (its operator's slug). Readers already sent this
// week's are skipped, so running it again, or beside the servers' own schedule, mails nobody twice.
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { parseConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-database.ts';
import { AppError } from '../lib/app-error.ts';
import { reportFatal } from '../lib/report-fatal.ts';
import { createDigestService } from '../modules/digest/digest.service.ts';
import { createMailer } from '../plugins/mailer.ts';

const usage = 'usage: npm run digest -- --now [--team operator-slug]';
let options: { now?: boolean; team?: string };
try {
  options = parseArgs({ options: { now: { type: 'boolean' }, team: { type: 'string' } } }).values;
} catch {
  options = {};
}
if (!options.now) {
  console.error(usage);
  process.exit(2);
}

try {
  const config = parseConfig();
  // On the embedded database this refuses, with a clear message, while a server holds DATA_DIR.
  const database = await openConfiguredDatabase(config, 'digest');
  const log = pino({ level: 'warn' });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log });
  try {
    await database.migrate();
    const { week, sent } = await createDigestService({ db: database.db, mailer, publicUrl: config.publicUrl, log }).sendWeekly({ teamSlug: options.team });
    console.log(`Sent the digest of ${week.from} to ${week.to}${options.team ? ` to the ${options.team} team` : ''}: ${sent} e-mail${sent === 1 ? '' : 's'}.`);
  } catch (error) {
    // An unknown team is the operator's typo: one line, not a stack trace.
    if (!(error instanceof AppError)) throw error;
    console.error(`suara-transit: ${error.message}`);
    process.exitCode = 1;
  } finally {
    mailer.close();
    await database.close();
  }
} catch (error) {
  reportFatal(error);
}
