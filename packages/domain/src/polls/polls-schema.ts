import { z } from 'zod';
import { keysOf } from '../shared/enum.ts';
import { err } from '../shared/errors.ts';
import { POLL_ANSWERS } from './polls.ts';

// Apart from the answers, so the poll's page loads without zod (docs/decisions.md, "Schemas apart").
export const ZPollAnswer = z.enum(keysOf(POLL_ANSWERS), err('pollAnswerRequired'));

/** POST /api/polls/:id/vote; the voter is the user or the client IP, decided by the server. */
export const ZPollVoteBody = z.object({ answer: ZPollAnswer });
export type PollVoteBody = z.infer<typeof ZPollVoteBody>;
