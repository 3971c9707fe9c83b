import type { PollAnswer } from '@suara/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pollQuestions, pollVotes } from '../../db/schema/index.ts';

// Counted over the joined votes; a question nobody answered has none (count of nulls is 0).
const tally = {
  yes: sql<number>`count(${pollVotes.id}) filter (where ${pollVotes.answer} = 'yes')`.mapWith(Number),
  no: sql<number>`count(${pollVotes.id}) filter (where ${pollVotes.answer} = 'no')`.mapWith(Number),
};

/**
 * Every question in display order with its yes/no counts and the voter's own answer, in one
 * query: five questions, one pass over their votes. `voterKey` null (no caller) matches nothing.
 */
export function listQuestionsWithResults(db: Database, voterKey: string | null) {
  return db
    .select({
      id: pollQuestions.id,
      key: pollQuestions.key,
      title: pollQuestions.title,
      titleMs: pollQuestions.titleMs,
      description: pollQuestions.description,
      descriptionMs: pollQuestions.descriptionMs,
      images: pollQuestions.images,
      link: pollQuestions.link,
      ...tally,
      answer: sql<PollAnswer | null>`max(${pollVotes.answer}) filter (where ${pollVotes.voterKey} = ${voterKey})`,
    })
    .from(pollQuestions)
    .leftJoin(pollVotes, eq(pollVotes.questionId, pollQuestions.id))
    .groupBy(pollQuestions.id)
    .orderBy(asc(pollQuestions.sort), asc(pollQuestions.id));
}
export type PollQuestionRow = Awaited<ReturnType<typeof listQuestionsWithResults>>[number];

export async function questionExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: pollQuestions.id }).from(pollQuestions).where(eq(pollQuestions.id, id));
  return row !== undefined;
}

/** One vote per question and voter (the unique index): a second vote replaces the answer. */
export async function upsertVote(db: Database, questionId: string, voterKey: string, answer: PollAnswer) {
  await db
    .insert(pollVotes)
    .values({ questionId, voterKey, answer })
    .onConflictDoUpdate({ target: [pollVotes.questionId, pollVotes.voterKey], set: { answer, updatedAt: sql`now()` } });
}

/** The question's yes/no counts, read after the vote so they include it. */
export async function resultsOf(db: Database, questionId: string) {
  const [row] = await db.select(tally).from(pollVotes).where(eq(pollVotes.questionId, questionId));
  return row ?? { yes: 0, no: 0 };
}
