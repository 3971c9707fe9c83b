import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { pollQuestions } from '../schema/index.ts';
import { MAAS_QUESTIONS } from './data/maas-questions.ts';

/** The MaaS feature poll's questions, keyed by slug so votes survive wording changes. */
export async function seedPollQuestions(db: Database) {
  await db
    .insert(pollQuestions)
    .values(
      MAAS_QUESTIONS.map((q) => ({
        key: q.key,
        title: q.titleEn,
        titleMs: q.titleMs,
        description: q.descriptionEn,
        descriptionMs: q.descriptionMs,
        images: [...q.images],
        link: q.link,
        sort: q.sort,
      })),
    )
    .onConflictDoUpdate({
      target: pollQuestions.key,
      set: {
        title: sql`excluded.title`,
        titleMs: sql`excluded.title_ms`,
        description: sql`excluded.description`,
        descriptionMs: sql`excluded.description_ms`,
        images: sql`excluded.images`,
        link: sql`excluded.link`,
        sort: sql`excluded.sort`,
      },
    });
}
