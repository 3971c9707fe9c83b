import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type en from '../locales/en.json';

export const LANGUAGES = ['en', 'ms'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'suara.lang';

type Strings = typeof en;

/*
 * Each language's strings are their own chunk: a page downloads only the reader's language (the
 * other is fetched when they switch). The Malay import is typed as the English bundle, so a key
 * missing from ms.json fails the typecheck.
 */
const BUNDLES: Record<Language, () => Promise<Strings>> = {
  en: () => import('../locales/en.json').then((bundle) => bundle.default),
  ms: () => import('../locales/ms.json').then((bundle): Strings => bundle.default),
};

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

async function ensureBundle(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await BUNDLES[language]());
}

/**
 * Loads the reader's language, then initialises i18next with it: the app renders only once its
 * strings are in (no flash of keys). Every string exists in both languages, so nothing falls back.
 */
export async function startI18n(): Promise<void> {
  const language = readStoredLanguage();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: await BUNDLES[language]() } },
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes
  });
  reflectLanguage(i18n.language);
  i18n.on('languageChanged', reflectLanguage);
}

export async function setLanguage(language: Language): Promise<void> {
  await ensureBundle(language);
  await i18n.changeLanguage(language);
}

/** The current language and a setter; re-renders on change. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n: instance } = useTranslation();
  const language = isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;
  return { language, setLanguage: (next) => void setLanguage(next) };
}

export { i18n };
