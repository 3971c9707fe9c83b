import { isMessageCode, messageText, type MessageCode } from '@suara/domain';
import { useCallback } from 'react';
import { currentLanguage, useLanguage, type Language } from './i18n';

/*
 * Messages of @suara/domain (the spec's wording, in English and Malay) in the reader's language.
 * The server answers with message codes (field errors) and snake_case error codes; both are
 * turned into text here.
 */

export type MessageParams = Readonly<Record<string, string | number>>;

/** A domain message in the current language (outside React, e.g. in a toast). */
export function message(code: MessageCode, params?: MessageParams): string {
  return messageText(code, currentLanguage(), params);
}

/** A field message from the server: a domain message code, or text we show as it is. */
export function fieldMessageText(value: string, lang: Language = currentLanguage()): string {
  return isMessageCode(value) ? messageText(value, lang) : value;
}

/** `(code, params?) => text` in the current language; re-renders on a language change. */
export function useMessage(): (code: MessageCode, params?: MessageParams) => string {
  const { language } = useLanguage();
  return useCallback((code: MessageCode, params?: MessageParams) => messageText(code, language, params), [language]);
}
