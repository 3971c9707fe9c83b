import { describe, expect, it } from 'vitest';
import { frequentTerms, wordsOf } from './frequent-terms.ts';

describe('wordsOf', () => {
  it('lowers a text and splits it into runs of letters and digits, in any script', () => {
    expect(wordsOf('Pemandu itu MARAH, bas lambat 20-minit… Café 2x!')).toEqual(['pemandu', 'itu', 'marah', 'bas', 'lambat', '20', 'minit', 'café', '2x']);
    expect(wordsOf(' ,. ')).toEqual([]);
  });
});

describe('frequentTerms', () => {
  it('counts each word and adjacent pair once per review, leaving out common words, numbers and short words', () => {
    const texts = [
      'The bus was late again, bas lambat lambat.',
      'Bas lambat 20 minit, the AC rosak.',
      'bas lambat; AC rosak',
      'the bus the bus the bus',
    ];
    expect(frequentTerms(texts, 2)).toEqual({
      // 'bus' in two reviews; 'lambat' three (twice in the first counts once); 'the', 'was', 'again' common; 'ac' too short alone.
      words: [
        { text: 'bas', reviews: 3 },
        { text: 'lambat', reviews: 3 },
        { text: 'bus', reviews: 2 },
        { text: 'rosak', reviews: 2 },
      ],
      // 'the bus' has a common word; 'lambat 20' a number; 'ac rosak' two telling words, one of two letters.
      phrases: [
        { text: 'bas lambat', reviews: 3 },
        { text: 'ac rosak', reviews: 2 },
      ],
    });
  });

  it('shows a term only from the minimum number of reviews, at most eight words and four phrases, ties by code unit', () => {
    const texts = Array.from({ length: 3 }, () => 'alpha beta gamma delta epsilon zeta eta theta iota kappa');
    const { words, phrases } = frequentTerms(texts);
    expect(words.map((w) => w.text)).toEqual(['alpha', 'beta', 'delta', 'epsilon', 'eta', 'gamma', 'iota', 'kappa']);
    expect(phrases.map((p) => p.text)).toEqual(['alpha beta', 'beta gamma', 'delta epsilon', 'epsilon zeta']);
    expect(frequentTerms(texts.slice(0, 2))).toEqual({ words: [], phrases: [] });
  });
});
