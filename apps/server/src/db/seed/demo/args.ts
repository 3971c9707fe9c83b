import { parseArgs } from 'node:util';

export const DEFAULT_DEMO_REVIEWS = 2000;
export const DEMO_REVIEWS_MAX = 1_000_000;

export const USAGE = `usage: npm run seed -- [--demo [--reviews N] [--seed S]]

Applies the database migrations and the reference data (review options, poll questions, the
Petaling Jaya bus routes, towns) to the configured database: PGlite under DATA_DIR (./data), or
DATABASE_URL. Safe to run again.

  --demo         also add demo riders and reviews across the Klang Valley, with reactions,
                 comments, replies and a few hundred photos
  --reviews N    how many demo reviews to add (default ${DEFAULT_DEMO_REVIEWS}; 100000 for the benchmarks)
  --seed S       repeatable demo data: the same seed on the same database gives the same data
  -h, --help     show this help

Demo riders have usernames starting with 'demo.', e-mail addresses on example.my or example.com
and no password, so nobody can sign in as them. Running --demo again tops up: it adds N more
reviews, reuses the demo riders and adds riders only to keep about one per 20 reviews.`;

/** A command line we cannot act on: one line for the operator, exit status 2. */
export class UsageError extends Error {}

export type SeedArgs = { help: true } | { help: false; demo: false } | { help: false; demo: true; reviews: number; seed: string | undefined };

export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        demo: { type: 'boolean' },
        reviews: { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // '--reviews -5' reads as an option where the count should be: report it as a bad count.
    const dashValue = argv[argv.indexOf('--reviews') + 1];
    if (argv.includes('--reviews') && dashValue?.startsWith('-')) parseCount(dashValue);
    throw new UsageError(describeParseError(error as NodeJS.ErrnoException));
  }
  if (values.help) return { help: true };
  if (!values.demo) {
    if (values.reviews !== undefined || values.seed !== undefined) throw new UsageError('--reviews and --seed need --demo');
    return { help: false, demo: false };
  }
  const reviews = values.reviews === undefined ? DEFAULT_DEMO_REVIEWS : parseCount(values.reviews);
  if (values.seed !== undefined && values.seed.trim() === '') throw new UsageError('--seed needs a value, such as --seed 42');
  return { help: false, demo: true, reviews, seed: values.seed?.trim() };
}

function parseCount(text: string): number {
  const n = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > DEMO_REVIEWS_MAX) {
    throw new UsageError(`--reviews must be a whole number from 1 to ${DEMO_REVIEWS_MAX} (got '${text}')`);
  }
  return n;
}

/** node:util's messages are long and suggest '--' tricks; say what is wrong in our words. */
function describeParseError(error: NodeJS.ErrnoException): string {
  const quoted = /'([^']*)'/.exec(error.message)?.[1] ?? '';
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option '${quoted}'`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument '${quoted}'`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return error.message.includes('does not take an argument') ? `${quoted} takes no value` : `${quoted.split(' ')[0]} needs a value`;
    default:
      return error.message.split('\n')[0] ?? 'invalid arguments';
  }
}
