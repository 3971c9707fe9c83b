import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { failedAudits, findings, layoutShifts, lcpElement, median, medianMetrics, medianRunIndex, runMetrics, topSavings, type RunMetrics } from './metrics.ts';

const node = (snippet: string) => ({ type: 'node', snippet, selector: 'div > x' });

/** A small report in Lighthouse 12's shape, with only what the benchmark reads. */
const report = {
  lighthouseVersion: '12.2.3',
  environment: { benchmarkIndex: 1200, hostUserAgent: 'HeadlessChrome/156.0.0.0' },
  categories: {
    performance: {
      score: 0.42,
      auditRefs: [
        { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
        { id: 'unused-javascript', weight: 0, group: 'diagnostics' },
        { id: 'mainthread-work-breakdown', weight: 0, group: 'diagnostics' },
        { id: 'bootup-time', weight: 0, group: 'diagnostics' },
        { id: 'render-blocking-resources', weight: 0, group: 'diagnostics' },
        { id: 'unused-css-rules', weight: 0, group: 'diagnostics' },
        { id: 'dom-size', weight: 0, group: 'diagnostics' },
        { id: 'largest-contentful-paint-element', weight: 0, group: 'diagnostics' },
        { id: 'layout-shifts', weight: 0, group: 'diagnostics' },
      ],
    },
    accessibility: { score: 0.96, auditRefs: [{ id: 'color-contrast', weight: 7 }, { id: 'list', weight: 7 }, { id: 'tabindex', weight: 0 }] },
    'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
    seo: { score: 0.92, auditRefs: [{ id: 'meta-description', weight: 1 }] },
  },
  audits: {
    'first-contentful-paint': { numericValue: 1800 },
    'largest-contentful-paint': { numericValue: 3250, score: 0.6 },
    'cumulative-layout-shift': { numericValue: 0.123 },
    'total-blocking-time': { numericValue: 480 },
    'resource-summary': {
      details: {
        type: 'table',
        items: [
          { resourceType: 'total', transferSize: 500_000 },
          { resourceType: 'script', transferSize: 321_000 },
        ],
      },
    },
    'unused-javascript': {
      title: 'Reduce unused JavaScript',
      score: 0,
      displayValue: 'Potential savings of 30 KiB',
      details: {
        type: 'opportunity',
        items: [{ url: 'http://127.0.0.1:3900/assets/index-De_XOqLe.js', wastedBytes: 30_500 }],
        overallSavingsMs: 650,
        overallSavingsBytes: 30_500,
      },
      metricSavings: { LCP: 650, FCP: 200 },
    },
    'mainthread-work-breakdown': { title: 'Minimize main-thread work', score: 0, displayValue: '4.0 s', metricSavings: { TBT: 1000 } },
    'bootup-time': {
      title: 'Reduce JavaScript execution time',
      score: 0,
      displayValue: '2.1 s',
      metricSavings: { TBT: 900 },
      details: { type: 'table', items: [{ url: 'Unattributable', total: 1200 }] },
    },
    'render-blocking-resources': {
      title: 'Eliminate render-blocking resources',
      score: 0.5,
      details: { type: 'opportunity', items: [], overallSavingsMs: 0 },
      metricSavings: { FCP: 0, LCP: 0 },
    },
    'unused-css-rules': { title: 'Reduce unused CSS', score: 0.5, details: { type: 'opportunity', items: [], overallSavingsMs: 0, overallSavingsBytes: 26_000 } },
    'dom-size': { title: 'Avoid an excessive DOM size', score: 1, metricSavings: { TBT: 50 } },
    'largest-contentful-paint-element': {
      title: 'Largest Contentful Paint element',
      score: 0,
      metricSavings: { LCP: 800 },
      details: {
        type: 'list',
        items: [
          { type: 'table', items: [{ node: node('<img src="/posters/welcome.svg">') }] },
          {
            type: 'table',
            items: [
              { phase: 'TTFB', timing: 500, percent: '15%' },
              { phase: 'Load Delay', timing: 2500, percent: '77%' },
              { phase: 'Render Delay', timing: 250, percent: '8%' },
            ],
          },
        ],
      },
    },
    'layout-shifts': {
      title: 'Avoid large layout shifts',
      score: 0,
      metricSavings: { CLS: 0.123 },
      details: {
        type: 'table',
        items: [
          { node: node('<section class="dialog">'), score: 0.02 },
          { node: node(`<footer class="${'x'.repeat(200)}">`), score: 0.1 },
          { node: node('<div>'), score: 0.003 },
        ],
      },
    },
    'color-contrast': { title: 'Background and foreground colors do not have a sufficient contrast ratio.', score: 0 },
    list: { title: 'Lists contain only <li> elements', score: 1 },
    tabindex: { title: 'No element has a tabindex above 0', score: 0 },
    'errors-in-console': { title: 'No browser errors logged to the console', score: 1 },
    'meta-description': { title: 'Document does not have a meta description', score: 0 },
    'layout-shift-elements': { id: 'layout-shift-elements', title: 'Layout shift elements', score: null, scoreDisplayMode: 'error' },
  },
} as unknown as Result;

const metrics = (overrides: Partial<RunMetrics>): RunMetrics => ({
  performance: 50,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1000,
  lcpMs: 2000,
  cls: 0.01,
  tbtMs: 100,
  jsBytes: 100_000,
  benchmarkIndex: 1000,
  ...overrides,
});

describe('median', () => {
  it('takes the middle value, the mean of the two middle ones for an even count, and skips NaN', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, Number.NaN, 1])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('takes each metric separately, and knows which run is the median one', () => {
    const runs = [metrics({ performance: 40, lcpMs: 9000 }), metrics({ performance: 60, lcpMs: 3000 }), metrics({ performance: 50, lcpMs: 5000, cls: Number.NaN })];
    expect(medianMetrics(runs)).toEqual(metrics({ performance: 50, lcpMs: 5000 }));
    expect(medianRunIndex(runs)).toBe(2);
    expect(medianMetrics([]).performance).toBeNaN();
  });
});

describe('reading a Lighthouse report', () => {
  it('keeps the scores out of 100, the metrics and the script bytes', () => {
    expect(runMetrics(report)).toEqual({
      performance: 42,
      accessibility: 96,
      bestPractices: 100,
      seo: 92,
      fcpMs: 1800,
      lcpMs: 3250,
      cls: 0.123,
      tbtMs: 480,
      jsBytes: 321_000,
      benchmarkIndex: 1200,
    });
  });

  it('ranks failed performance audits by time saved, then bytes, leaving out passed ones, ones without savings and ones shown apart', () => {
    expect(topSavings(report, 5).map((s) => [s.id, s.ms, s.bytes, s.ledBy])).toEqual([
      ['bootup-time', 900, 0, undefined],
      ['unused-javascript', 650, 30_500, 'index-De_XOqLe.js'],
      ['unused-css-rules', 0, 26_000, undefined],
    ]);
    expect(topSavings(report, 2)).toHaveLength(2);
  });

  it('names the LCP element with its longest phase, and the elements that shifted most', () => {
    expect(lcpElement(report)).toEqual({ element: '<img src="/posters/welcome.svg">', phase: 'Load Delay 77%' });
    const shifts = layoutShifts(report);
    expect(shifts.map((s) => s.score)).toEqual([0.1, 0.02]);
    expect(shifts[0]!.element).toHaveLength(100);
    expect(shifts[0]!.element.endsWith('…')).toBe(true);
  });

  it('lists the weighted audits that keep accessibility, best practices and SEO under 100, and those that could not run', () => {
    expect(failedAudits(report)).toEqual([
      { category: 'accessibility', id: 'color-contrast', title: 'Background and foreground colors do not have a sufficient contrast ratio.' },
      { category: 'seo', id: 'meta-description', title: 'Document does not have a meta description' },
    ]);
    expect(findings(report).errors).toEqual(['layout-shift-elements']);
  });
});
