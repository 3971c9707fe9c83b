import { ConfigError } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { DatabaseUnavailableError } from '../db/open-database.ts';

/** Problems an operator can fix get one clear line, not a stack trace. */
const OPERATOR_ERRORS = [ConfigError, DataDirLockedError, DatabaseUnavailableError];

export function reportFatal(error: unknown): never {
  if (OPERATOR_ERRORS.some((type) => error instanceof type)) {
    console.error(`suara-transit: ${(error as Error).message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
}
