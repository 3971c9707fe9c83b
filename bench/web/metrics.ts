// What the benchmark keeps of a Lighthouse report: the category scores, the metrics the issue sets
// targets for, the JavaScript downloaded, and what Lighthouse says would help most.
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type RunMetrics = {
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes of JavaScript transferred (compressed, as sent). */
  jsBytes: number;
  /** Lighthouse's measure of the machine's speed: a busy or slow machine inflates TBT. */
  benchmarkIndex: number;
};

const score = (lhr: Result, category: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function scriptBytes(lhr: Result): number {
  const details = lhr.audits['resource-summary']?.details;
  if (details?.type !== 'table') return Number.NaN;
  const script = details.items.find((item) => item.resourceType === 'script');
  return typeof script?.transferSize === 'number' ? script.transferSize : 0;
}

export function runMetrics(lhr: Result): RunMetrics {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    jsBytes: scriptBytes(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The median of the numbers that are there (NaN marks a value a run could not measure). */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const METRIC_KEYS = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'cls', 'tbtMs', 'jsBytes', 'benchmarkIndex'] as const satisfies readonly (keyof RunMetrics)[];

/** Each metric's median over the runs, taken separately (NaN where no run measured it). */
export function medianMetrics(runs: readonly RunMetrics[]): RunMetrics {
  return Object.fromEntries(METRIC_KEYS.map((key) => [key, median(runs.map((run) => run[key]))])) as RunMetrics;
}

/** The run whose performance score is the median one: the report to read the findings from. */
export function medianRunIndex(runs: readonly RunMetrics[]): number {
  const order = runs.map((run, index) => ({ index, performance: run.performance })).sort((a, b) => a.performance - b.performance);
  return order[Math.floor((order.length - 1) / 2)]!.index;
}

export type Saving = { id: string; title: string; ms: number; bytes: number; displayValue: string | undefined; ledBy: string | undefined };

/**
 * Audits left out of the savings: the LCP element and layout shifts have lines of their own, and
 * the main thread's breakdown restates TBT (bootup-time says which scripts).
 */
const NOT_SAVINGS = new Set(['largest-contentful-paint-element', 'layout-shifts', 'mainthread-work-breakdown']);

/** The file an audit's first row names (its rows come largest first): the slowest script, the most unused one. */
function firstFile(details: unknown): string | undefined {
  const items = (details as { items?: { url?: unknown }[] } | undefined)?.items;
  const url = items?.[0]?.url;
  if (typeof url !== 'string' || !URL.canParse(url)) return undefined;
  return new URL(url).pathname.split('/').pop() || new URL(url).pathname;
}

/**
 * The performance audits that failed, by the time they would save (then bytes): an opportunity's
 * own estimate, or for a diagnostic the largest of its metric savings (LCP, FCP, TBT).
 */
export function topSavings(lhr: Result, count = 3): Saving[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group !== 'metrics' && !NOT_SAVINGS.has(ref.id))
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) return [];
      const details = audit.details?.type === 'opportunity' ? audit.details : undefined;
      const { LCP = 0, FCP = 0, TBT = 0 } = audit.metricSavings ?? {};
      const ms = details?.overallSavingsMs ?? Math.max(LCP, FCP, TBT);
      const bytes = details?.overallSavingsBytes ?? 0;
      return ms > 0 || bytes > 0 ? [{ id: ref.id, title: audit.title, ms, bytes, displayValue: audit.displayValue, ledBy: firstFile(audit.details) }] : [];
    })
    .sort((a, b) => b.ms - a.ms || b.bytes - a.bytes)
    .slice(0, count);
}

export type Failure = { category: string; id: string; title: string };

/** Scored audits of accessibility, best practices and SEO that did not pass: what keeps them under 100. */
export function failedAudits(lhr: Result): Failure[] {
  return CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return ref.weight > 0 && audit && audit.score !== null && audit.score < 1 ? [{ category, id: ref.id, title: audit.title }] : [];
    }),
  );
}

/** Audits Lighthouse could not run (their findings are missing from the report). */
export function erroredAudits(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'error')
    .map((audit) => audit.id);
}

type NodeValue = { type: 'node'; snippet?: string; selector?: string };
const isNode = (value: unknown): value is NodeValue => typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'node';
const MAX_SNIPPET = 100;
const describe = (node: NodeValue) => {
  const text = node.snippet ?? node.selector ?? '(element)';
  return text.length > MAX_SNIPPET ? `${text.slice(0, MAX_SNIPPET - 1)}…` : text;
};

/** The LCP element and the phase that took most of its time (TTFB, load delay, load time, render delay). */
export function lcpElement(lhr: Result): { element: string; phase: string | undefined } | undefined {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  if (details?.type !== 'list') return undefined;
  const [element, phases] = details.items.map((table) => (table.type === 'table' ? table.items : []));
  const node = element?.[0]?.node;
  if (!isNode(node)) return undefined;
  const longest = [...(phases ?? [])].sort((a, b) => Number(b.timing) - Number(a.timing))[0];
  return { element: describe(node), phase: longest ? `${String(longest.phase)} ${String(longest.percent)}` : undefined };
}

/** The elements that moved, with their share of CLS, largest first. */
export function layoutShifts(lhr: Result, count = 2): { element: string; score: number }[] {
  const details = lhr.audits['layout-shifts']?.details;
  if (details?.type !== 'table') return [];
  return details.items
    .flatMap((item) => (isNode(item.node) && typeof item.score === 'number' ? [{ element: describe(item.node), score: item.score }] : []))
    .sort((a, b) => b.score - a.score)
    .slice(0, count);
}

export type Findings = {
  savings: Saving[];
  lcpElement: ReturnType<typeof lcpElement>;
  layoutShifts: ReturnType<typeof layoutShifts>;
  failures: Failure[];
  errors: string[];
};

export function findings(lhr: Result): Findings {
  return { savings: topSavings(lhr), lcpElement: lcpElement(lhr), layoutShifts: layoutShifts(lhr), failures: failedAudits(lhr), errors: erroredAudits(lhr) };
}
