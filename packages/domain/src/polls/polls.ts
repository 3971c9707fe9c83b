import { z } from 'zod';
import { keysOf } from '../shared/enum.ts';
import { err } from '../shared/errors.ts';

/**
 * MaaS feature poll: 'Is this useful for you?' Yes / No. `color` is the answer's bar in result
 * charts (yes green, no red): shades 8 keep the 3:1 contrast with white that graphics need.
 */
export const POLL_ANSWERS = [
  { key: 'yes', en: 'Yes', ms: 'Ya', color: 'green.8' },
  { key: 'no', en: 'No', ms: 'Tidak', color: 'red.8' },
] as const;

export const ZPollAnswer = z.enum(keysOf(POLL_ANSWERS), err('pollAnswerRequired'));
export type PollAnswer = z.infer<typeof ZPollAnswer>;

/** POST /api/polls/:id/vote; the voter is the user or the client IP, decided by the server. */
export const ZPollVoteBody = z.object({ answer: ZPollAnswer });
export type PollVoteBody = z.infer<typeof ZPollVoteBody>;
