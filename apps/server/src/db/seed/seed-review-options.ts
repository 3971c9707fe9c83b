import { ASPECTS, FEELINGS, SERVICES } from '@suara/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { reviewOptions } from '../schema/index.ts';

type NewOption = typeof reviewOptions.$inferInsert;

/** Feelings, services and aspects from the domain package; rows are keyed so ids never change. */
export async function seedReviewOptions(db: Database) {
  const rows: NewOption[] = [
    ...FEELINGS.map((f, i) => ({ category: 'feeling' as const, key: f.key, title: f.title, titleMs: f.titleMs, score: f.score, icon: f.icon, sort: i })),
    ...SERVICES.map((s) => ({ category: 'service' as const, key: s.key, title: s.title, titleMs: s.titleMs, icon: s.icon, sort: s.sort })),
    ...ASPECTS.map((a) => ({
      category: 'aspect' as const,
      key: a.key,
      title: a.title,
      titleMs: a.titleMs,
      descriptionEn: a.descriptionEn,
      descriptionMs: a.descriptionMs,
      icon: a.icon,
      sort: a.sort,
    })),
  ];
  await db
    .insert(reviewOptions)
    .values(rows)
    .onConflictDoUpdate({
      target: [reviewOptions.category, reviewOptions.key],
      set: {
        title: sql`excluded.title`,
        titleMs: sql`excluded.title_ms`,
        descriptionEn: sql`excluded.description_en`,
        descriptionMs: sql`excluded.description_ms`,
        score: sql`excluded.score`,
        icon: sql`excluded.icon`,
        sort: sql`excluded.sort`,
      },
    });
}
