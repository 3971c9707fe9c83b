import type { Database } from '../client.ts';
import { seedPollQuestions } from './seed-polls.ts';
import { seedReviewOptions } from './seed-review-options.ts';
import { seedTowns } from './seed-towns.ts';
import { seedBundledTransit } from './seed-transit.ts';

/** Reference data every installation needs. Idempotent: runs at every start-up and in test setup. */
export async function seedReferenceData(db: Database) {
  await seedReviewOptions(db);
  await seedPollQuestions(db);
  await seedBundledTransit(db);
  await seedTowns(db);
}
