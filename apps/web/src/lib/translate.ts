/**
 * Looking up and filling in the interface's strings: what the app used of i18next (nested keys,
 * `{{name}}` and `{{count, number}}` in the text, `_zero` / `_one` / `_other` plural keys, a default
 * value) in a few hundred bytes, so the first paint does not wait for a whole i18n library (#14).
 */

import { numberFormat, pluralRules } from './intl-formats';

/** A language's strings: nested objects of text, keyed by the dotted path's parts. */
export type Strings = { readonly [key: string]: string | Strings };

/** A language's strings, with whom to tell of a key they lack (the pre-render fails the build on one). */
export type Catalogue = { language: string; strings: Strings | undefined; onMissing?: ((key: string) => void) | undefined };

/** Values for the text's `{{placeholders}}`; `count` also picks the plural form. */
export type TranslateOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;

function textAt(strings: Strings | undefined, key: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** 'one', 'other'… for `count` in `language` (Malay has only 'other'). */
const pluralCategory = (language: string, count: number): string => pluralRules(language).select(count);

/** With a count: `key_zero` for 0 when written, else the language's plural form, else `key` itself. */
function findText(strings: Strings | undefined, language: string, key: string, count: number | undefined): string | undefined {
  if (count === undefined) return textAt(strings, key);
  return (
    (count === 0 ? textAt(strings, `${key}_zero`) : undefined) ??
    textAt(strings, `${key}_${pluralCategory(language, count)}`) ??
    textAt(strings, `${key}_other`) ??
    textAt(strings, key)
  );
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

/** The interface's languages, which both group a whole number's digits by threes with commas ('1,234'). */
const COMMA_GROUPED = new Set(['en', 'ms']);
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * `value` as `language` writes numbers. Whole numbers (every count the strings show) are grouped
 * here: the first Intl number or date formatter a page builds sets up ICU's formatting data, 160–280
 * ms at CPU × 4 in Chromium, and on the map's first visit its clusters' labels were the only Intl
 * formatting (bench/README.md). Anything else goes to Intl.
 */
export function formatNumber(language: string, value: number): string {
  return COMMA_GROUPED.has(language) && Number.isSafeInteger(value) ? String(value).replace(THOUSANDS, ',') : numberFormat(language).format(value);
}

/** Fills `{{name}}` with the value as text and `{{name, number}}` grouped for `language`; a missing value leaves nothing. */
function interpolate(text: string, language: string, values: TranslateOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_match, name: string, format: string | undefined) => {
    const value = values[name];
    if (value === undefined || value === null) return '';
    if (format === 'number' && typeof value === 'number') return formatNumber(language, value);
    return String(value);
  });
}

/** The text of `key` before filling in; when there is none, the default value or the key itself (a visible slip, never a crash). */
function templateOf({ language, strings, onMissing }: Catalogue, key: string, options: TranslateOptions): string {
  const text = findText(strings, language, key, options.count);
  if (text !== undefined) return text;
  if (options.defaultValue !== undefined) return options.defaultValue;
  onMissing?.(key);
  return key;
}

/** The text of `key` in `catalogue`, filled in with `options`. */
export function translate(catalogue: Catalogue, key: string, options: TranslateOptions = {}): string {
  return interpolate(templateOf(catalogue, key, options), catalogue.language, options);
}

/** Whether `strings` hold a text (not a group) at `key`. */
export function hasText(strings: Strings | undefined, key: string): boolean {
  return textAt(strings, key) !== undefined;
}

/** A translated text cut at its `<name>…</name>` tags: plain text, or a tag's name and the text inside it. */
export type TaggedPart = string | { tag: string; text: string };

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/** The text of `key` cut at its tags, then filled in: a value (an e-mail address) is never read as a tag. */
export function translateTagged(catalogue: Catalogue, key: string, options: TranslateOptions = {}): TaggedPart[] {
  const text = templateOf(catalogue, key, options);
  const fill = (part: string) => interpolate(part, catalogue.language, options);
  const parts: TaggedPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(fill(text.slice(last, match.index)));
    parts.push({ tag: match[1] ?? '', text: fill(match[2] ?? '') });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(fill(text.slice(last)));
  return parts;
}
