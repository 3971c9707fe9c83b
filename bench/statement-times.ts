// `npm run bench:statements -- [--times 400] URL…`: each URL asked `--times` times in a row through
// the app in one process (app.inject) on the PGlite bench data, then its mean time per request and
// each statement it sent, by time spent per request. Where `npm run bench` under 50 connections
// cannot tell a change of a millisecond from a busy machine's swing, this can, and it names the
// statement to work on (bench/README.md, 2026-11-29). Run `npm run bench -- --db pglite` once first.
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../apps/server/src/app.ts';
import { openBenchDatabase } from './prepare.ts';

const { values: args, positionals: urls } = parseArgs({ options: { times: { type: 'string', default: '400' } }, allowPositionals: true, strict: true });
const times = Number(args.times);
if (urls.length === 0 || !Number.isInteger(times) || times < 1) {
  console.error('usage: npm run bench:statements -- [--times 400] /api/reviews/search?q=umbrella …');
  process.exit(2);
}

/** Milliseconds and runs of each statement's text (whitespace folded, cut short), while timing. */
const spent = new Map<string, { runs: number; ms: number }>();
let timing = false;
/** The text of each statement the app prepared (db/pglite-statements.ts), by name: `execute s2` says little. */
const prepared = new Map<string, string>();

/**
 * A statement's text, whitespace folded, cut short; an EXECUTE's with the end of what it runs,
 * where the outer query's conditions, order and limit are (its start is a long list of fields).
 */
function label(text: string) {
  const folded = text.replace(/\s+/g, ' ');
  const preparing = /^prepare (\w+) as (.*)$/.exec(folded);
  if (preparing) prepared.set(preparing[1]!, preparing[2]!);
  const name = /^execute (\w+)/.exec(folded)?.[1];
  const body = name && prepared.get(name);
  return body ? `${folded.slice(0, 60)} = …${body.slice(-140)}` : folded.slice(0, 160);
}

type Run = (text: string, ...rest: unknown[]) => Promise<unknown>;
/** Times `target[method]`, PGlite's `query` or `exec`, on the instance or a transaction, by `label`. */
function timeStatements(target: Record<'query' | 'exec', Run>, method: 'query' | 'exec') {
  const run = target[method];
  target[method] = async function (this: unknown, text, ...rest) {
    const started = performance.now();
    const key = label(text);
    try {
      return await run.call(this, text, ...rest);
    } finally {
      if (timing) {
        const entry = spent.get(key) ?? { runs: 0, ms: 0 };
        spent.set(key, { runs: entry.runs + 1, ms: entry.ms + performance.now() - started });
      }
    }
  };
}
// Before the instance opens: PGlite's methods live on its prototype, a transaction's on its own object.
const prototype = PGlite.prototype as unknown as Record<'query' | 'exec', Run> & { transaction: (callback: (tx: never) => unknown) => unknown };
timeStatements(prototype, 'query');
timeStatements(prototype, 'exec');
const transaction = prototype.transaction;
prototype.transaction = function (this: unknown, callback) {
  return transaction.call(this, (tx: Record<'query' | 'exec', Run>) => {
    timeStatements(tx, 'query');
    timeStatements(tx, 'exec');
    return callback(tx as never);
  });
};

const { config, database } = await openBenchDatabase('pglite');
const app = await buildApp({ config, database });
try {
  for (const url of urls) {
    // A first few untimed: statements prepared, pages of the tables read.
    for (let i = 0; i < 20; i += 1) await app.inject({ url });
    spent.clear();
    timing = true;
    const started = performance.now();
    for (let i = 0; i < times; i += 1) {
      const res = await app.inject({ url });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    }
    timing = false;
    console.log(`\n${url}: ${((performance.now() - started) / times).toFixed(2)} ms a request\n\n| ms a request | runs a request | statement |\n| ---: | ---: | --- |`);
    for (const [text, { runs, ms }] of [...spent].sort((a, b) => b[1].ms - a[1].ms)) {
      console.log(`| ${(ms / times).toFixed(3)} | ${(runs / times).toFixed(1)} | \`${text}\` |`);
    }
  }
} finally {
  await app.close();
}
