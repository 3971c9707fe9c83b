import { FEELING_MAX, FEELING_MIN, feelingByScore, findingNumbers, SERVICES } from '@suara/domain';
import type { Language } from '../../lib/i18n';
import { dateTimeFormat, LOCALES, numberFormat } from '../../lib/intl-formats';

export { aspectName } from '@suara/domain';

/*
 * How the scorecards write their numbers, days and option names in the reader's language: numbers
 * grouped the local way, shares as whole percentages, feeling scores signed with one decimal on the
 * -3..3 scale, days as '3 Nov 2025' (Malay month names: '1 Mac 2026').
 */

/** A 'yyyy-MM-dd' day as a date at midnight UTC, so formatting in UTC never moves it to another day. */
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

export type InsightsFormat = ReturnType<typeof insightsFormat>;

export function insightsFormat(language: Language) {
  const locale = LOCALES[language];
  const days = numberFormat(locale, { maximumFractionDigits: 1 });
  const day = dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const shortDay = dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return {
    language,
    ...findingNumbers(language),
    days: (n: number) => days.format(n),
    /** '3 Nov 2025'. */
    day: (iso: string) => day.format(dayDate(iso)),
    /** '3 Nov', for a chart's axis. */
    shortDay: (iso: string) => shortDay.format(dayDate(iso)),
    /** '3 Nov 2025 – 1 Mar 2026' (the year once when both are in it, as the locale writes ranges). */
    dayRange: (from: string, to: string) => day.formatRange(dayDate(from), dayDate(to)),
  };
}

export function serviceName(key: string, language: Language): string {
  const service = SERVICES.find((s) => s.key === key);
  return service ? (language === 'ms' ? service.titleMs : service.title) : key;
}

/**
 * The colour of the feeling nearest a score (deep red for -3, grey for 0, deep green for 3), as a CSS
 * value. The maps' own helper lives with Leaflet, which these pages load only for their map.
 */
export function scoreColor(score: number): string {
  const nearest = Math.min(FEELING_MAX, Math.max(FEELING_MIN, Math.round(score)));
  const [name, shade] = (feelingByScore(nearest)?.color ?? 'gray.6').split('.');
  return `var(--mantine-color-${name}-${shade})`;
}

/** A stop as riders know it: its name, led by its code unless the name already has it. */
export function stopLabel(stop: { code: string; name: string }): string {
  return stop.name.includes(stop.code) ? stop.name : `${stop.code} ${stop.name}`.trim();
}
