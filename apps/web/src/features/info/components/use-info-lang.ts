import { useLanguage } from '../../../lib/i18n';
import type { InfoLang, Localised } from '../content/types';

/** The information pages' language: 'ms' for Bahasa Malaysia, else 'en'. */
export function useInfoLang(): InfoLang {
  return useLanguage().language;
}

/** Pick the current language's version of a `{ en, ms }` value. */
export function useLocalised<T>(value: Localised<T>): { lang: InfoLang; content: T } {
  const lang = useInfoLang();
  return { lang, content: value[lang] };
}
