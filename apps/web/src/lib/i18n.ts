import { useSyncExternalStore } from 'react';
import type en from '../locales/en.json';
import { createListeners } from './listeners';
import { hasText, translate, translateTagged, type Catalogue, type Strings, type TaggedPart, type TranslateOptions } from './translate';

export const LANGUAGES = ['en', 'ms'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'suara.lang';

/** The text of a key in the current language, filled in with `options`. */
export type TFunction = (key: string, options?: TranslateOptions) => string;

/*
 * Each language's strings are their own chunk: a page downloads only the reader's language (the
 * other is fetched when they switch). The Malay import is typed as the English bundle, so a key
 * missing from ms.json fails the typecheck.
 */
const BUNDLES: Record<Language, () => Promise<typeof en>> = {
  en: () => import('../locales/en.json').then((bundle) => bundle.default),
  ms: () => import('../locales/ms.json').then((bundle): typeof en => bundle.default),
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

const loaded: Partial<Record<Language, Strings>> = {};
let language: Language = DEFAULT_LANGUAGE;
const languageListeners = createListeners();

/** The language the interface is in now. */
export function currentLanguage(): Language {
  return language;
}

/** Calls `listener` after every change of language; returns the unsubscribe. */
export const onLanguageChange = languageListeners.subscribe;

async function ensureBundle(target: Language): Promise<void> {
  loaded[target] ??= await BUNDLES[target]();
}

let missingKeyListener: ((key: string) => void) | undefined;

/** Calls `listener` with every key asked for that has no text (the pre-render's check); `undefined` stops. */
export function listenForMissingKeys(listener: ((key: string) => void) | undefined): void {
  missingKeyListener = listener;
}

function catalogueOf(target: Language): Catalogue {
  return { language: target, strings: loaded[target], onMissing: missingKeyListener };
}

/** The text of `key` in the current language (outside React, e.g. in a toast). */
export const translateNow: TFunction = (key, options) => translate(catalogueOf(language), key, options);

/** Whether the current language has a text for `key`. */
export function hasTranslation(key: string): boolean {
  return hasText(loaded[language], key);
}

/**
 * Loads the reader's language: the app renders only once its strings are in (no flash of keys).
 * Every string exists in both languages, so nothing falls back.
 */
export async function startI18n(): Promise<void> {
  const stored = readStoredLanguage();
  await ensureBundle(stored);
  language = reflectLanguage(stored);
  onLanguageChange(() => rememberLanguage(language));
}

/* The language asked for while its strings download: switches and radios show the choice at once. */
let chosenLanguage: Language | null = null;
const choiceListeners = createListeners();

function setChosenLanguage(language: Language | null): void {
  chosenLanguage = language;
  choiceListeners.notify();
}

/** Switches to `language` once its strings are in; resolves false if they could not be fetched (offline). */
export async function setLanguage(target: Language): Promise<boolean> {
  setChosenLanguage(target);
  try {
    await ensureBundle(target);
    language = target;
    languageListeners.notify();
    return true;
  } catch {
    return false; // the interface stays in the language it has
  } finally {
    if (chosenLanguage === target) setChosenLanguage(null);
  }
}

/** The current language and a setter; re-renders on change. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<boolean> } {
  const current = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
  return { language: current, setLanguage };
}

const translators = new Map<Language, TFunction>();

/** `t` for `target`: one function per language, so it changes (for memos and effects) only with the language. */
function translatorFor(target: Language): TFunction {
  let translator = translators.get(target);
  if (!translator) {
    translator = (key, options) => translate(catalogueOf(target), key, options);
    translators.set(target, translator);
  }
  return translator;
}

/** `t` in the current language; re-renders on a change of language. */
export function useTranslation(): { t: TFunction } {
  return { t: translatorFor(useLanguage().language) };
}

/** The text of `key` in the current language, cut at its `<name>…</name>` tags (for `Trans`). */
export function useTaggedText(key: string, options?: TranslateOptions): TaggedPart[] {
  const { language: current } = useLanguage();
  return translateTagged(catalogueOf(current), key, options);
}

/**
 * For the language controls only: the language just chosen while its strings download, else the
 * current one. Text and formats keep following `useLanguage`, so nothing is half-translated.
 */
export function useLanguageChoice(): { language: Language; setLanguage: (language: Language) => Promise<boolean> } {
  const current = useLanguage();
  const chosen = useSyncExternalStore(choiceListeners.subscribe, () => chosenLanguage, () => null);
  return { ...current, language: chosen ?? current.language };
}

