import i18n from 'i18next';
import { useSyncExternalStore } from 'react';
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

function reflectLanguage(language: string): Language {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  return lang;
}

/** A change of language is the reader's choice: it is remembered (a start-up never writes, so it cannot undo a choice made meanwhile in another tab). */
function rememberLanguage(language: string): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, reflectLanguage(language));
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
  i18n.on('languageChanged', rememberLanguage);
}

/* The language asked for while its strings download: switches and radios show the choice at once. */
let chosenLanguage: Language | null = null;
const choiceListeners = new Set<() => void>();

function setChosenLanguage(language: Language | null): void {
  chosenLanguage = language;
  for (const listener of choiceListeners) listener();
}

function subscribeToChoice(listener: () => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/** Switches to `language` once its strings are in; resolves false if they could not be fetched (offline). */
export async function setLanguage(language: Language): Promise<boolean> {
  setChosenLanguage(language);
  try {
    await ensureBundle(language);
    await i18n.changeLanguage(language);
    return true;
  } catch {
    return false; // the interface stays in the language it has
  } finally {
    if (chosenLanguage === language) setChosenLanguage(null);
  }
}

/** The current language and a setter; re-renders on change. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<boolean> } {
  const { i18n: instance } = useTranslation();
  const language = isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;
  return { language, setLanguage };
}

/**
 * For the language controls only: the language just chosen while its strings download, else the
 * current one. Text and formats keep following `useLanguage`, so nothing is half-translated.
 */
export function useLanguageChoice(): { language: Language; setLanguage: (language: Language) => Promise<boolean> } {
  const current = useLanguage();
  const chosen = useSyncExternalStore(subscribeToChoice, () => chosenLanguage, () => null);
  return { ...current, language: chosen ?? current.language };
}

export { i18n };
