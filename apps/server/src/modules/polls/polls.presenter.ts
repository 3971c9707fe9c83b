import { ZPollAnswer } from '@suara/domain';
import { z } from 'zod';
import type { PollQuestionRow } from './polls.repository.ts';

export const ZPollResults = z.object({ yes: z.number().int(), no: z.number().int() });

/** A MaaS feature card: its text in both languages, images, link, results and the caller's answer. */
export const ZPollQuestion = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  titleMs: z.string(),
  description: z.string(),
  descriptionMs: z.string(),
  /** Paths under the web app (e.g. /maas/journey-planner.svg) or absolute URLs. */
  images: z.array(z.string()),
  link: z.string().nullable(),
  results: ZPollResults,
  answer: ZPollAnswer.nullable(),
});
export type PollQuestion = z.infer<typeof ZPollQuestion>;

export const ZPollList = z.object({ items: z.array(ZPollQuestion) });

/** What POST /api/polls/:id/vote answers: the question's new counts and the voter's answer. */
export const ZPollVoteResult = z.object({ id: z.string(), results: ZPollResults, answer: ZPollAnswer });
export type PollVoteResult = z.infer<typeof ZPollVoteResult>;

export function presentQuestion({ yes, no, answer, ...question }: PollQuestionRow): PollQuestion {
  return { ...question, results: { yes, no }, answer };
}
