import { describe, expect, it } from 'vitest';
import type { Findings, RunMetrics } from './metrics.ts';
import { findingsList, kb, meetsTargets, pageTable, repeatVisitTable, weightsTable } from './table.ts';
import type { Weight } from './weights.ts';

const good: RunMetrics = {
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1460,
  cls: 0.012,
  tbtMs: 40,
  jsBytes: 140_400,
  benchmarkIndex: 1500,
};
const slow: RunMetrics = { ...good, performance: 20, seo: 92, lcpMs: 10_040, cls: 0.5706, tbtMs: 1234.6, jsBytes: 971_499 };

describe('pageTable', () => {
  it('prints the targets, then one row per page, marking each miss', () => {
    expect(pageTable([
      { page: '/signin', median: good },
      { page: '/', median: slow },
    ]).split('\n')).toEqual([
      '| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT | JS downloaded |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      '| *target* | *≥ 95* | *100* | *100* | *100* | *≤ 2.5 s* | *≤ 0.05* | *≤ 150 ms* |  |',
      '| /signin | 97 | 100 | 100 | 100 | 1.5 s | 0.012 | 40 ms | 140 KB |',
      '| / | 20 ✗ | 100 | 100 | 92 ✗ | 10.0 s ✗ | 0.571 ✗ | 1,235 ms ✗ | 971 KB |',
    ]);
  });

  it('shows a dash for what no run measured', () => {
    const row = pageTable([{ page: '/maas', median: { ...good, lcpMs: Number.NaN } }]).split('\n').at(-1);
    expect(row).toBe('| /maas | 97 | 100 | 100 | 100 | – | 0.012 | 40 ms | 140 KB |');
  });

  it('meets the targets only when every scored column does', () => {
    expect(meetsTargets(good)).toBe(true);
    expect(meetsTargets({ ...good, cls: 0.051 })).toBe(false);
    expect(meetsTargets({ ...good, accessibility: 99 })).toBe(false);
    expect(meetsTargets({ ...good, tbtMs: Number.NaN })).toBe(false);
  });
});

describe('weightsTable', () => {
  const weight = (gzipBytes: number, files: number): Weight => ({
    files: Array.from({ length: files }, (_, i) => ({ file: `/assets/${i}.js`, bytes: 0, gzipBytes: 0 })),
    bytes: gzipBytes * 4,
    gzipBytes,
  });

  it('compares the gzip sizes with 150 KB of JavaScript and 25 KB of CSS', () => {
    const lines = weightsTable({ initialJs: weight(150_000, 66), renderBlockingCss: weight(31_317, 1) }).split('\n');
    expect(lines[2]).toBe("| JavaScript (index.html's scripts and modulepreloads) | 66 | 600.0 KB | 150.0 KB | ≤ 150 KB | yes |");
    expect(lines[3]).toBe("| render-blocking CSS (index.html's stylesheets) | 1 | 125.3 KB | 31.3 KB | ≤ 25 KB | no ✗ |");
  });
});

describe('repeatVisitTable', () => {
  it('holds the repeat visit to LCP under a second and says whether a service worker served it', () => {
    const lines = repeatVisitTable({ first: slow, repeat: { ...good, lcpMs: 1200 }, serviceWorker: false }).split('\n');
    expect(lines[2]).toBe('| first visit | 20 | 0.9 s | 10.0 s | 1,235 ms | 971 KB |');
    expect(lines[3]).toBe('| repeat visit (no service worker), target LCP ≤ 1.0 s | 97 | 0.9 s | 1.2 s ✗ | 40 ms | 140 KB |');
    expect(repeatVisitTable({ first: slow, repeat: { ...good, lcpMs: 800 }, serviceWorker: true })).toContain('| repeat visit (service worker active), target LCP ≤ 1.0 s | 97 | 0.9 s | 0.8 s | 40 ms | 140 KB |');
  });
});

describe('findingsList', () => {
  it('gives each page its savings, LCP element, layout shifts, failed and unrun audits', () => {
    const findings: Findings = {
      savings: [
        { id: 'bootup-time', title: 'Reduce JavaScript execution time', ms: 9600, bytes: 0, displayValue: '12.8 s', ledBy: 'index-De_XOqLe.js' },
        { id: 'unused-javascript', title: 'Reduce unused JavaScript', ms: 650, bytes: 30_507, displayValue: 'Potential savings of 30 KiB', ledBy: undefined },
      ],
      lcpElement: { element: '<img src="/posters/welcome.svg">', phase: 'Load Delay 91%' },
      layoutShifts: [{ element: '<footer class="_footer">', score: 0.3985 }],
      failures: [{ category: 'best-practices', id: 'inspector-issues', title: 'Issues were logged in the `Issues` panel' }],
      errors: ['network-rtt'],
    };
    expect(findingsList([{ page: '/', findings }, { page: '/signin', findings: { savings: [], lcpElement: undefined, layoutShifts: [], failures: [], errors: [] } }])).toBe(
      [
        '- **/**: Reduce JavaScript execution time (≈9,600 ms; 12.8 s; led by index-De_XOqLe.js); Reduce unused JavaScript (≈650 ms, 31 KB).',
        '  LCP element `<img src="/posters/welcome.svg">` (Load Delay 91% of LCP).',
        '  Layout shifts: `<footer class="_footer">` 0.399.',
        "  Not passed: Issues were logged in the `Issues` panel (best-practices).",
        '  Lighthouse could not run: network-rtt.',
        '- **/signin**: no failed performance audit with savings.',
      ].join('\n'),
    );
  });

  it('writes KB as thousands of bytes', () => {
    expect(kb(1_238_499)).toBe('1,238 KB');
    expect(kb(31_317, 1)).toBe('31.3 KB');
  });
});
