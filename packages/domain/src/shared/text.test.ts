import { describe, expect, it } from 'vitest';
import { hasUnstorableCharacter } from './text.ts';

describe('hasUnstorableCharacter', () => {
  it.each(['a\u0000b', '\u0000', 'ab\ud800cd', 'ab\udc00cd', 'end\ud83d', '\ude00start', '\udc00\ud800'])('finds one in %j', (text) => {
    expect(hasUnstorableCharacter(text)).toBe(true);
  });

  it.each(['', 'Jalan Gasing', 'Bas lewat 😀', 'تيكيت', '\u00a0\t\n', 'x'.repeat(10_000)])('finds none in %j', (text) => {
    expect(hasUnstorableCharacter(text)).toBe(false);
  });
});
