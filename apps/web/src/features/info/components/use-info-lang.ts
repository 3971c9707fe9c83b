import { useTranslation } from 'react-i18next';
import type { InfoLang, Localised } from '../content/types';

/** The information pages' language: 'ms' for Bahasa Malaysia, else 'en'. */
export function useInfoLang(): InfoLang {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return lang.toLowerCase().startsWith('ms') ? 'ms' : 'en';
}

/** Pick the current language's version of a `{ en, ms }` value. */
export function useLocalised<T>(value: Localised<T>): { lang: InfoLang; content: T } {
  const lang = useInfoLang();
  return { lang, content: value[lang] };
}
