// Type-ahead search terms (GET /api/reviews/search): the raw query turned into safe words, each
// widened by its English ↔ Malay synonyms and by the typo forms the server matches with.

/** More words only narrow the list further (every word must match) and cost a condition each. */
export const SEARCH_WORDS_MAX = 6;
/** Longer runs of letters are no word a rider types; they are cut so one word stays cheap. */
export const SEARCH_WORD_LENGTH_MAX = 30;
/**
 * Shortest word given typo forms (swapped letters, trigram similarity). Shorter words have too
 * few trigrams to tell a typo from another word, and their prefix match finds plenty anyway.
 */
export const SEARCH_TYPO_MIN_LENGTH = 3;

/**
 * Words that mean the same to riders, English first. Single words only ('tempat duduk' would not
 * be one word of the query). A word may appear in more than one group.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['bus', 'bas'],
  ['driver', 'pemandu'],
  ['station', 'stesen'],
  ['stop', 'hentian'],
  ['late', 'lewat', 'lambat'],
  ['ticket', 'tiket'],
  ['fare', 'tambang'],
  ['taxi', 'teksi'],
  ['train', 'tren', 'keretapi'],
  ['crowded', 'sesak'],
  ['dirty', 'kotor'],
  ['rude', 'biadap', 'kasar'],
  ['safe', 'selamat'],
  ['clean', 'bersih'],
  ['slow', 'perlahan'],
  ['fast', 'laju'],
  ['wait', 'tunggu'],
  ['queue', 'barisan'],
  ['route', 'laluan'],
  ['schedule', 'jadual'],
  ['broken', 'rosak'],
  ['door', 'pintu'],
  ['card', 'kad'],
  ['smelly', 'busuk'],
  ['noisy', 'bising'],
  ['hot', 'panas'],
  ['cold', 'sejuk'],
  ['friendly', 'mesra'],
  ['rain', 'hujan'],
  ['morning', 'pagi'],
  ['night', 'malam'],
  ['accident', 'kemalangan'],
  ['police', 'polis'],
  ['toilet', 'tandas'],
];

const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const index = new Map<string, Set<string>>();
  for (const group of SEARCH_SYNONYMS) {
    for (const word of group) {
      const set = index.get(word) ?? new Set<string>();
      for (const other of group) if (other !== word) set.add(other);
      index.set(word, set);
    }
  }
  return new Map([...index].map(([word, set]) => [word, [...set]]));
})();

/** The other words of `word`'s synonym groups (none for a word not in the table). */
export const synonymsOf = (word: string): readonly string[] => SYNONYMS.get(word) ?? [];

// A letter or digit and the letters, digits and combining marks after it (Tamil and Devanagari
// vowel signs are marks). Everything else (punctuation, quotes, backslashes, operators of any query
// language, emoji) only separates words; none of these classes holds an ASCII character but A-Z,
// a-z and 0-9.
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/**
 * The query's words: compatibility-normalised (full-width and styled letters become plain ones),
 * lower-cased, letters and digits (and their marks) only, each cut to SEARCH_WORD_LENGTH_MAX
 * characters, without repeats, the first SEARCH_WORDS_MAX. Nothing else of the query survives, so
 * the words are safe inside any query syntax; an empty list means there is nothing to search for.
 */
export function searchWords(query: string): string[] {
  const words = new Set<string>();
  for (const [run] of query.normalize('NFKC').toLowerCase().matchAll(WORD)) {
    words.add(Array.from(run).slice(0, SEARCH_WORD_LENGTH_MAX).join(''));
    if (words.size === SEARCH_WORDS_MAX) break;
  }
  return [...words];
}

/** Whether `text` is one word as searchWords makes them (so safe wherever a query word is). */
export function isSearchWord(text: string): boolean {
  const words = searchWords(text);
  return words.length === 1 && words[0] === text;
}

/** `word` with each pair of neighbouring letters swapped, the word itself and repeats left out. */
export function swappedForms(word: string): string[] {
  const chars = Array.from(word);
  const forms = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) {
    if (chars[i] === chars[i + 1]) continue;
    const swapped = [...chars];
    [swapped[i], swapped[i + 1]] = [chars[i + 1]!, chars[i]!];
    forms.add(swapped.join(''));
  }
  return [...forms];
}

/**
 * One word of the query and what may stand for it in a review. A word of the review that starts
 * with one of `forms` (the word and its synonyms) always matches. The typo forms are for a word
 * that few reviews contain, likely misspelt: a review word starting with one of `swaps` (the word
 * with two neighbouring letters swapped: 'drvier' → 'driver', a typo trigrams miss), or one similar
 * by trigrams to one of `similar` (the forms of SEARCH_TYPO_MIN_LENGTH letters or more).
 */
export type SearchTerm = { word: string; forms: string[]; swaps: string[]; similar: string[] };

const long = (word: string) => Array.from(word).length >= SEARCH_TYPO_MIN_LENGTH;

/** The terms of a query, one per word of searchWords; a review must match every one. */
export function searchTerms(query: string): SearchTerm[] {
  return searchWords(query).map((word) => {
    const forms = [word, ...synonymsOf(word)];
    return {
      word,
      forms,
      swaps: long(word) ? swappedForms(word).filter((swap) => !forms.includes(swap)) : [],
      similar: forms.filter(long),
    };
  });
}
