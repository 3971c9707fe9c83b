import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import ms from '../locales/ms.json';
import type { TFunction } from './i18n';
import { timeAgo } from './time-ago';
import { translate, type Strings } from './translate';

const tIn =
  (language: string, strings: Strings): TFunction =>
  (key, options) =>
    translate({ language, strings }, key, options);

const NOW = Date.parse('2026-11-28T12:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** What Intl.RelativeTimeFormat (numeric: 'auto') said for the same times, in both languages. */
const CASES: [elapsed: number, english: string, malay: string][] = [
  [MINUTE, '1 minute ago', '1 minit lalu'],
  [5 * MINUTE + 59_000, '5 minutes ago', '5 minit lalu'],
  [60 * MINUTE, '1 hour ago', '1 jam lalu'],
  [23 * 60 * MINUTE, '23 hours ago', '23 jam lalu'],
  [DAY, 'yesterday', 'semalam'],
  [2 * DAY, '2 days ago', 'kelmarin'],
  [6 * DAY, '6 days ago', '6 hari lalu'],
  [7 * DAY, 'last week', 'minggu lalu'],
  [15 * DAY, '2 weeks ago', '2 minggu lalu'],
  [30 * DAY, 'last month', 'bulan lalu'],
  [200 * DAY, '6 months ago', '6 bulan lalu'],
  [365 * DAY, 'last year', 'tahun lalu'],
  [3 * 365 * DAY, '3 years ago', '3 tahun lalu'],
];

describe('timeAgo', () => {
  it.each(CASES)('%d ms ago reads %s / %s', (elapsed, english, malay) => {
    expect(timeAgo(NOW - elapsed, NOW, tIn('en', en))).toBe(english);
    expect(timeAgo(NOW - elapsed, NOW, tIn('ms', ms))).toBe(malay);
  });

  it('says nothing under a minute, nor for a clock a little ahead', () => {
    expect(timeAgo(NOW - 59_000, NOW, tIn('en', en))).toBeNull();
    expect(timeAgo(NOW + 5_000, NOW, tIn('en', en))).toBeNull();
  });
});
