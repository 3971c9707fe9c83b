import { describe, expect, it } from 'vitest';
import { errorsOf, parseOk } from '../testing.ts';
import { POLL_ANSWERS } from './polls.ts';
import { ZPollVoteBody } from './polls-schema.ts';

describe('poll', () => {
  it('answers are yes and no', () => {
    expect(POLL_ANSWERS.map((a) => [a.key, a.en, a.ms])).toEqual([
      ['yes', 'Yes', 'Ya'],
      ['no', 'No', 'Tidak'],
    ]);
  });

  it('a vote needs one of them', () => {
    expect(parseOk(ZPollVoteBody, { answer: 'yes' })).toEqual({ answer: 'yes' });
    expect(errorsOf(ZPollVoteBody, { answer: 'maybe' })).toEqual({ answer: 'pollAnswerRequired' });
    expect(errorsOf(ZPollVoteBody, {})).toEqual({ answer: 'pollAnswerRequired' });
  });
});
