import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import en from '../locales/en.json';
import ms from '../locales/ms.json';

export const LANGUAGES = ['en', 'ms'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'suara.lang';

// Compile-time check that the Malay bundle has every key of the English one.
const msBundle: typeof en = ms;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE; // storage blocked (privacy mode): use the default
  }
}

function reflectLanguage(language: string): void {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, ms: { translation: msBundle } },
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false, // resources are bundled: initialise synchronously, no flash of keys
  interpolation: { escapeValue: false }, // React escapes
});

reflectLanguage(i18n.language);
i18n.on('languageChanged', reflectLanguage);

export function setLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}

/** The current language and a setter; re-renders on change. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n: instance } = useTranslation();
  const language = isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;
  return { language, setLanguage: (next) => void setLanguage(next) };
}

export { i18n };
