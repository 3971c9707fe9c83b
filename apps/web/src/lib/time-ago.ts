import type { TFunction } from './i18n';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Each unit, largest first, with the words for one of it ('yesterday') and for two where a language has them ('kelmarin'). */
const UNITS = [
  { seconds: 365 * DAY, key: 'years', one: 'lastYear' },
  { seconds: 30 * DAY, key: 'months', one: 'lastMonth' },
  { seconds: 7 * DAY, key: 'weeks', one: 'lastWeek' },
  { seconds: DAY, key: 'days', one: 'yesterday', two: 'twoDays' },
  { seconds: HOUR, key: 'hours' },
  { seconds: MINUTE, key: 'minutes' },
] as const;

/**
 * '5 minutes ago' / '5 minit lalu', 'yesterday' / 'semalam', from the interface's strings; null under
 * a minute (or with a clock a little ahead). Not Intl.RelativeTimeFormat: its first use in a page
 * loads its locale data, 70–110 ms of a phone's CPU, for these dozen phrases (bench/README.md).
 */
export function timeAgo(then: number, now: number, t: TFunction): string | null {
  const elapsed = Math.max(0, (now - then) / 1000);
  for (const unit of UNITS) {
    if (elapsed < unit.seconds) continue;
    const count = Math.floor(elapsed / unit.seconds);
    if (count === 1 && 'one' in unit) return t(`timeAgo.${unit.one}`);
    if (count === 2 && 'two' in unit) return t(`timeAgo.${unit.two}`);
    return t(`timeAgo.${unit.key}`, { count });
  }
  return null;
}
