// The benchmark's report as markdown: a median table per page against the issue's targets, the
// first paint's weights, the repeat visit, and what Lighthouse says would help most.
import type { Findings, RunMetrics, Saving } from './metrics.ts';
import type { InitialWeights, Weight } from './weights.ts';

/** Issue #14's targets. KB are 1,000 bytes, as in Vite's build report. */
export const TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2500,
  cls: 0.05,
  tbtMs: 150,
  initialJsGzipBytes: 150_000,
  renderBlockingCssGzipBytes: 25_000,
  repeatVisitLcpMs: 1000,
};

export const kb = (bytes: number, digits = 0) => `${(bytes / 1000).toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const milliseconds = (ms: number) => `${Math.round(ms).toLocaleString('en')} ms`;
const whole = (n: number) => String(Math.round(n));
/** A value, marked when it misses its target; '–' when no run could measure it. */
const cell = (value: number, text: (n: number) => string, meets?: (n: number) => boolean) =>
  Number.isNaN(value) ? '–' : `${text(value)}${meets && !meets(value) ? ' ✗' : ''}`;

type Column = { heading: string; target: string; value: (m: RunMetrics) => number; text: (n: number) => string; meets?: (n: number) => boolean };

const COLUMNS: Column[] = [
  { heading: 'performance', target: `≥ ${TARGETS.performance}`, value: (m) => m.performance, text: whole, meets: (n) => n >= TARGETS.performance },
  { heading: 'accessibility', target: `${TARGETS.accessibility}`, value: (m) => m.accessibility, text: whole, meets: (n) => n >= TARGETS.accessibility },
  { heading: 'best practices', target: `${TARGETS.bestPractices}`, value: (m) => m.bestPractices, text: whole, meets: (n) => n >= TARGETS.bestPractices },
  { heading: 'SEO', target: `${TARGETS.seo}`, value: (m) => m.seo, text: whole, meets: (n) => n >= TARGETS.seo },
  { heading: 'LCP', target: `≤ ${seconds(TARGETS.lcpMs)}`, value: (m) => m.lcpMs, text: seconds, meets: (n) => n <= TARGETS.lcpMs },
  { heading: 'CLS', target: `≤ ${TARGETS.cls}`, value: (m) => m.cls, text: (n) => n.toFixed(3), meets: (n) => n <= TARGETS.cls },
  { heading: 'TBT', target: `≤ ${milliseconds(TARGETS.tbtMs)}`, value: (m) => m.tbtMs, text: milliseconds, meets: (n) => n <= TARGETS.tbtMs },
  { heading: 'JS downloaded', target: '', value: (m) => m.jsBytes, text: (n) => kb(n) },
];

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

export type PageMedian = { page: string; median: RunMetrics };

/** Whether a page's medians meet every target of its table row. */
export const meetsTargets = (median: RunMetrics) => COLUMNS.every((column) => !column.meets || column.meets(column.value(median)));

export function pageTable(pages: readonly PageMedian[]): string {
  return [
    row(['page', ...COLUMNS.map((column) => column.heading)]),
    row(['---', ...COLUMNS.map(() => '---:')]),
    row(['*target*', ...COLUMNS.map((column) => (column.target ? `*${column.target}*` : ''))]),
    ...pages.map(({ page, median }) => row([page, ...COLUMNS.map((column) => cell(column.value(median), column.text, column.meets))])),
  ].join('\n');
}

export function weightsTable(weights: InitialWeights): string {
  const line = (label: string, weight: Weight, target: number) =>
    row([label, String(weight.files.length), kb(weight.bytes, 1), kb(weight.gzipBytes, 1), `≤ ${kb(target)}`, weight.gzipBytes <= target ? 'yes' : 'no ✗']);
  return [
    row(['before the first paint', 'files', 'size', 'gzip', 'target (gzip)', 'met']),
    row(['---', '---:', '---:', '---:', '---:', '---']),
    line('JavaScript (index.html\'s scripts and modulepreloads)', weights.initialJs, TARGETS.initialJsGzipBytes),
    line('render-blocking CSS (index.html\'s stylesheets)', weights.renderBlockingCss, TARGETS.renderBlockingCssGzipBytes),
  ].join('\n');
}

export type RepeatVisitMedians = { first: RunMetrics; repeat: RunMetrics; serviceWorker: boolean };

export function repeatVisitTable({ first, repeat, serviceWorker }: RepeatVisitMedians): string {
  const line = (label: string, m: RunMetrics, lcpTarget?: number) =>
    row([
      label,
      cell(m.performance, whole),
      cell(m.fcpMs, seconds),
      cell(m.lcpMs, seconds, lcpTarget === undefined ? undefined : (lcp) => lcp <= lcpTarget),
      cell(m.tbtMs, milliseconds),
      cell(m.jsBytes, kb),
    ]);
  return [
    row(['visit of / (applied throttling)', 'performance', 'FCP', 'LCP', 'TBT', 'JS downloaded']),
    row(['---', '---:', '---:', '---:', '---:', '---:']),
    line('first visit', first),
    line(`repeat visit (${serviceWorker ? 'service worker active' : 'no service worker'}), target LCP ≤ ${seconds(TARGETS.repeatVisitLcpMs)}`, repeat, TARGETS.repeatVisitLcpMs),
  ].join('\n');
}

const saving = (s: Saving) => {
  const amounts = [s.ms > 0 ? `≈${milliseconds(s.ms)}` : '', s.bytes > 0 ? kb(s.bytes) : ''].filter(Boolean).join(', ');
  const shown = s.displayValue && !s.displayValue.startsWith('Potential savings') ? `; ${s.displayValue}` : '';
  return `${s.title} (${amounts}${shown}${s.ledBy ? `; led by ${s.ledBy}` : ''})`;
};
const code = (text: string) => `\`${text.replaceAll('`', "'")}\``;

export function findingsList(pages: readonly { page: string; findings: Findings }[]): string {
  return pages
    .map(({ page, findings: p }) => {
      const lines = [`- **${page}**: ${p.savings.length > 0 ? p.savings.map(saving).join('; ') : 'no failed performance audit with savings'}.`];
      if (p.lcpElement) lines.push(`  LCP element ${code(p.lcpElement.element)}${p.lcpElement.phase ? ` (${p.lcpElement.phase} of LCP)` : ''}.`);
      if (p.layoutShifts.length > 0) lines.push(`  Layout shifts: ${p.layoutShifts.map((s) => `${code(s.element)} ${s.score.toFixed(3)}`).join(', ')}.`);
      if (p.failures.length > 0) lines.push(`  Not passed: ${p.failures.map((f) => `${f.title} (${f.category})`).join('; ')}.`);
      if (p.errors.length > 0) lines.push(`  Lighthouse could not run: ${p.errors.join(', ')}.`);
      return lines.join('\n');
    })
    .join('\n');
}
