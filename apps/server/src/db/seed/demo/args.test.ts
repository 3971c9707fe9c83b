import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_REVIEWS, DEMO_REVIEWS_MAX, parseSeedArgs, USAGE, UsageError } from './args.ts';

const refused = (argv: string[]) => {
  try {
    parseSeedArgs(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(argv)}`);
};

describe('parseSeedArgs', () => {
  it('reads the reference-only run, --demo with its defaults, --reviews, --seed and --help', () => {
    expect(parseSeedArgs([])).toEqual({ help: false, demo: false });
    expect(parseSeedArgs(['--demo'])).toEqual({ help: false, demo: true, reviews: DEFAULT_DEMO_REVIEWS, seed: undefined });
    expect(parseSeedArgs(['--demo', '--reviews', '100000', '--seed', '42'])).toEqual({ help: false, demo: true, reviews: 100_000, seed: '42' });
    expect(parseSeedArgs(['--reviews=300', '--demo', '--seed=abc'])).toEqual({ help: false, demo: true, reviews: 300, seed: 'abc' });
    expect(parseSeedArgs(['--help'])).toEqual({ help: true });
    expect(parseSeedArgs(['-h', '--demo'])).toEqual({ help: true });
  });

  it('refuses unknown flags, stray arguments and flags without their value, in one line', () => {
    expect(refused(['--bogus'])).toBe("unknown option '--bogus'");
    expect(refused(['-x'])).toBe("unknown option '-x'");
    expect(refused(['demo'])).toBe("unexpected argument 'demo'");
    expect(refused(['--demo', '--reviews'])).toBe('--reviews needs a value');
    expect(refused(['--demo=yes'])).toBe('--demo takes no value');
    expect(refused(['--demo', '--seed', ' '])).toBe('--seed needs a value, such as --seed 42');
    expect(refused(['--reviews', '10'])).toBe('--reviews and --seed need --demo');
    expect(refused(['--seed', '42'])).toBe('--reviews and --seed need --demo');
  });

  it('refuses a review count that is not a whole number from 1 to the maximum', () => {
    for (const bad of ['0', '-5', '1.5', '1e3', 'ten', '', String(DEMO_REVIEWS_MAX + 1), '99999999999999999999']) {
      expect(refused(['--demo', `--reviews=${bad}`])).toBe(`--reviews must be a whole number from 1 to ${DEMO_REVIEWS_MAX} (got '${bad}')`);
    }
    expect(refused(['--demo', '--reviews', '-5'])).toBe(`--reviews must be a whole number from 1 to ${DEMO_REVIEWS_MAX} (got '-5')`);
  });
});

describe('npm run seed (the command)', () => {
  const run = (...argv: string[]) => {
    // An empty data directory: a bad command line must fail before it opens anything.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-seed-args-'));
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../run.ts'), ...argv], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      return { ...result, touched: fs.readdirSync(dataDir).length > 0 };
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it('prints the usage for --help and exits 0', () => {
    const result = run('--help');
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(USAGE);
    expect(result.touched).toBe(false);
  });

  it('exits 2 with one line on stderr for a bad flag or a non-positive count', () => {
    for (const argv of [['--bogus'], ['--demo', '--reviews', '0']]) {
      const result = run(...argv);
      expect(result.status, result.stderr).toBe(2);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(/^suara-transit seed: .+ \(see npm run seed -- --help\)$/m);
      expect(result.stdout).toBe('');
      expect(result.touched).toBe(false);
    }
  });
});
