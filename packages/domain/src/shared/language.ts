import { z } from 'zod';

// The product ships in English and Bahasa Malaysia; English is the fallback.
export const LANGUAGES = ['en', 'ms'] as const;
export const DEFAULT_LANGUAGE = 'en';

export const ZLanguage = z.enum(LANGUAGES, { error: 'invalidValue' });
export type Language = z.infer<typeof ZLanguage>;

export const LANGUAGE_LABELS = {
  en: { en: 'English', ms: 'Bahasa Inggeris' },
  ms: { en: 'Bahasa Malaysia', ms: 'Bahasa Malaysia' },
} as const satisfies Record<Language, LocalizedText>;

/** A user-visible text in both product languages. */
export type LocalizedText = { readonly en: string; readonly ms: string };

export function localize(text: LocalizedText, lang: Language): string {
  return text[lang];
}

/** Option lists carry their display title as `title` (English) and `titleMs`. */
export type TitledOption = { readonly title: string; readonly titleMs: string };

export function optionTitle(option: TitledOption, lang: Language): string {
  return lang === 'ms' ? option.titleMs : option.title;
}
