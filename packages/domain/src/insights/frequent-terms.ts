import { COMMON_WORDS, PHRASES_PER_ASPECT, WORDS_MIN_REVIEWS, WORDS_PER_ASPECT } from './common-words.ts';
import { compareText } from './scores.ts';

export type TermCount = { text: string; reviews: number };

const COMMON = new Set(COMMON_WORDS);
const NUMBER = /^\p{N}+$/u;

/** A text's words in order, lowered: runs of letters and digits (any script). */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** A word worth showing alone: three letters or more, not a number, not a common word. */
const isTellingWord = (word: string) => word.length >= 3 && !NUMBER.test(word) && !COMMON.has(word);

/** The words of `text` that say something (what riders say most counts them; similar reviews share them). */
export const tellingWords = (text: string): Set<string> => new Set(wordsOf(text).filter(isTellingWord));
/** A word a phrase may hold: two letters or more ('ac'), not a number, not a common word. */
const isPhraseWord = (word: string) => word.length >= 2 && !NUMBER.test(word) && !COMMON.has(word);

/** The `limit` terms in most reviews (at least `minReviews`), then by code unit. */
function top(counts: Map<string, number>, limit: number, minReviews: number): TermCount[] {
  return [...counts]
    .filter(([, reviews]) => reviews >= minReviews)
    .map(([text, reviews]) => ({ text, reviews }))
    .sort((a, b) => b.reviews - a.reviews || compareText(a.text, b.text))
    .slice(0, limit);
}

/**
 * What riders say most in `texts` (one per review): the words, and the phrases of two adjacent words
 * ('bas lambat', never 'the bus'), each counted once per review it is in and shown from
 * WORDS_MIN_REVIEWS reviews: one rider's turn of phrase is not a pattern.
 */
export function frequentTerms(texts: readonly string[], minReviews = WORDS_MIN_REVIEWS): { words: TermCount[]; phrases: TermCount[] } {
  const words = new Map<string, number>();
  const phrases = new Map<string, number>();
  for (const text of texts) {
    const sequence = wordsOf(text);
    const seenWords = new Set(sequence.filter(isTellingWord));
    const seenPhrases = new Set<string>();
    for (let i = 0; i + 1 < sequence.length; i += 1) {
      if (isPhraseWord(sequence[i]!) && isPhraseWord(sequence[i + 1]!)) seenPhrases.add(`${sequence[i]} ${sequence[i + 1]}`);
    }
    for (const word of seenWords) words.set(word, (words.get(word) ?? 0) + 1);
    for (const phrase of seenPhrases) phrases.set(phrase, (phrases.get(phrase) ?? 0) + 1);
  }
  return { words: top(words, WORDS_PER_ASPECT, minReviews), phrases: top(phrases, PHRASES_PER_ASPECT, minReviews) };
}
