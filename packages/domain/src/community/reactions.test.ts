import { describe, expect, it } from 'vitest';
import { errorsOf } from '../testing.ts';
import { reactionDelta, ZReactionBody } from './reactions.ts';

describe('ZReactionBody', () => {
  it('rejects anything but like, unlike or null', () => {
    for (const value of ['love', 'LIKE', '', 1, true, {}]) expect(errorsOf(ZReactionBody, { value }), String(value)).toEqual({ value: 'invalidValue' });
  });
});

describe('reactionDelta', () => {
  it('moves the counters by the change of one reaction', () => {
    expect(reactionDelta(null, 'like')).toEqual({ likeCount: 1, unlikeCount: 0 });
    expect(reactionDelta('like', null)).toEqual({ likeCount: -1, unlikeCount: 0 });
    expect(reactionDelta('like', 'unlike')).toEqual({ likeCount: -1, unlikeCount: 1 });
    expect(reactionDelta('unlike', 'like')).toEqual({ likeCount: 1, unlikeCount: -1 });
    expect(reactionDelta(null, 'unlike')).toEqual({ likeCount: 0, unlikeCount: 1 });
    expect(reactionDelta('unlike', null)).toEqual({ likeCount: 0, unlikeCount: -1 });
  });

  it('leaves them alone when the reaction stays', () => {
    for (const same of ['like', 'unlike', null] as const) expect(reactionDelta(same, same)).toEqual({ likeCount: 0, unlikeCount: 0 });
  });
});
