/*
 * Intl formatters kept per locale and options, where each review tile built its own: building one
 * costs far more than formatting with it (a first Intl.DateTimeFormat with a time zone 1–10 ms at
 * CPU × 4, bench/README.md).
 */

import type { Language } from './i18n';

/** The locale dates and numbers are written in for each language of the interface. */
export const LOCALES: Record<Language, string> = { en: 'en-MY', ms: 'ms-MY' };

const kept = new Map<string, unknown>();

function keep<T>(kind: string, locale: string, options: object | undefined, build: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  let formatter = kept.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = build();
    kept.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  keep('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) => keep('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const pluralRules = (locale: string) => keep('plural', locale, undefined, () => new Intl.PluralRules(locale));
