import { describe, expect, it } from 'vitest';
import {
  isSearchWord,
  SEARCH_SYNONYMS,
  SEARCH_TYPO_MIN_LENGTH,
  SEARCH_WORD_LENGTH_MAX,
  SEARCH_WORDS_MAX,
  searchTerms,
  searchWords,
  swappedForms,
  synonymsOf,
} from './search-terms.ts';

// Characters with a meaning in tsquery, LIKE, regular expressions or SQL.
const SYNTAX = /[&|!():*<>'"\\%_.+?^$[\]{}\s;-]/;

describe('searchWords', () => {
  it('keeps letters and digits, lower-cased, in order, without repeats', () => {
    expect(searchWords('Bus  DRIVER bus')).toEqual(['bus', 'driver']);
    expect(searchWords('PJ01, T789 & WXY 1234')).toEqual(['pj01', 't789', 'wxy', '1234']);
    expect(searchWords('  pemandu  ')).toEqual(['pemandu']);
  });

  it('splits on every other character: quotes, backslashes, operators, punctuation, emoji', () => {
    expect(searchWords("'; drop table reviews; --")).toEqual(['drop', 'table', 'reviews']);
    expect(searchWords('bus:*|train&!(late)<->stop')).toEqual(['bus', 'train', 'late', 'stop']);
    expect(searchWords('a.b*c+d?e^f$g[h]i{j}k\\l')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(searchWords('driver\'s "late" bus🚌stop')).toEqual(['driver', 's', 'late', 'bus', 'stop']);
  });

  it('finds nothing in a query without a letter or digit', () => {
    for (const query of ['', '   ', '!!!', '&|!():*<>', '.*+?^$[]{}', '\\\\', "''", '🚌🚇😡', '—–…']) {
      expect(searchWords(query), query).toEqual([]);
    }
  });

  it('keeps letters of any script, with their combining marks', () => {
    expect(searchWords('Stesen KL Sentral — 巴士站')).toEqual(['stesen', 'kl', 'sentral', '巴士站']);
    // Tamil 'bus': its vowel signs are marks and stay inside the word.
    expect(searchWords('பேருந்து நிலையம்')).toEqual(['பேருந்து', 'நிலையம்']);
    expect(searchWords('ÉCOLE Ümit')).toEqual(['école', 'ümit']);
  });

  it('makes full-width and styled letters plain (NFKC)', () => {
    expect(searchWords('ＢＵＳ 𝐝𝐫𝐢𝐯𝐞𝐫')).toEqual(['bus', 'driver']);
  });

  it('keeps at most SEARCH_WORDS_MAX words of at most SEARCH_WORD_LENGTH_MAX characters', () => {
    expect(searchWords('a b c d e f g h')).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].slice(0, SEARCH_WORDS_MAX));
    expect(searchWords('a a a b')).toEqual(['a', 'b']);
    const [long] = searchWords('x'.repeat(100));
    expect(long).toBe('x'.repeat(SEARCH_WORD_LENGTH_MAX));
    // Cut by characters, not UTF-16 units: no half of a surrogate pair survives.
    const [cjk] = searchWords('𠀀'.repeat(40));
    expect(cjk).toBe('𠀀'.repeat(SEARCH_WORD_LENGTH_MAX));
  });

  it('never lets a character with a meaning in a query language through', () => {
    const nasty = "x'); DROP TABLE reviews; -- \\' OR 1=1 %_ :* & | ! <-> (a) [b] {c} ^d$ e.f+g?h 🚌 \u0000 \u200b";
    for (const word of searchWords(nasty)) expect(word).not.toMatch(SYNTAX);
  });
});

describe('isSearchWord', () => {
  it('accepts exactly the words searchWords makes', () => {
    for (const word of ['bus', 'pj01', 'école', 'பேருந்து', '巴士站']) expect(isSearchWord(word), word).toBe(true);
    for (const text of ['', 'Bus', 'e-hailing', 'a b', "it's", 'bus:*', 'x'.repeat(SEARCH_WORD_LENGTH_MAX + 1)]) expect(isSearchWord(text), text).toBe(false);
  });
});

describe('synonyms', () => {
  it('widens English and Malay transport words both ways', () => {
    expect(synonymsOf('bus')).toEqual(['bas']);
    expect(synonymsOf('bas')).toEqual(['bus']);
    expect(synonymsOf('driver')).toEqual(['pemandu']);
    expect(synonymsOf('pemandu')).toEqual(['driver']);
    expect(synonymsOf('late')).toEqual(['lewat', 'lambat']);
    expect(synonymsOf('lambat')).toEqual(['late', 'lewat']);
    expect(synonymsOf('stesen')).toEqual(['station']);
    expect(synonymsOf('xylophone')).toEqual([]);
  });

  it('is a table of about thirty groups of single lower-case words, each word once', () => {
    expect(SEARCH_SYNONYMS.length).toBeGreaterThanOrEqual(30);
    const words = SEARCH_SYNONYMS.flat();
    for (const word of words) expect(searchWords(word)).toEqual([word]);
    expect(new Set(words).size).toBe(words.length);
    for (const group of SEARCH_SYNONYMS) expect(group.length).toBeGreaterThanOrEqual(2);
  });
});

describe('swappedForms', () => {
  it('swaps each pair of neighbouring letters once', () => {
    expect(swappedForms('drvier')).toEqual(['rdvier', 'dvrier', 'driver', 'drveir', 'drvire']);
    expect(swappedForms('bsu')).toEqual(['sbu', 'bus']);
    // Swapping equal letters changes nothing and gives no form.
    expect(swappedForms('book')).toEqual(['obok', 'boko']);
    expect(swappedForms('a')).toEqual([]);
  });
});

describe('searchTerms', () => {
  it('gives each word its forms, and typo forms to words of SEARCH_TYPO_MIN_LENGTH letters or more', () => {
    expect(SEARCH_TYPO_MIN_LENGTH).toBe(3);
    expect(searchTerms('Bas driv kl')).toEqual([
      { word: 'bas', forms: ['bas', 'bus'], swaps: ['abs', 'bsa'], similar: ['bas', 'bus'] },
      { word: 'driv', forms: ['driv'], swaps: ['rdiv', 'dirv', 'drvi'], similar: ['driv'] },
      { word: 'kl', forms: ['kl'], swaps: [], similar: [] },
    ]);
  });

  it('leaves out a swapped form that is already a form', () => {
    expect(searchTerms('aab')[0]).toEqual({ word: 'aab', forms: ['aab'], swaps: ['aba'], similar: ['aab'] });
  });

  it('has no term for a query without words', () => {
    expect(searchTerms('🚌 !!! ')).toEqual([]);
  });
});
