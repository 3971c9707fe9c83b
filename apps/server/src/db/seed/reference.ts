import type { Database } from '../client.ts';
import { seedOperators } from './seed-operators.ts';
import { seedPollQuestions } from './seed-polls.ts';
import { seedReviewOptions } from './seed-review-options.ts';
import { seedTowns } from './seed-towns.ts';
import { seedBundledTransit } from './seed-transit.ts';

/** Reference data every installation needs. Idempotent: runs at every start-up and in test setup. */
export async function seedReferenceData(db: Database) {
  await seedReviewOptions(db);
  await seedPollQuestions(db);
  // Before the transit data: the bundled routes' operator is one of them.
  await seedOperators(db);
  await seedBundledTransit(db);
  await seedTowns(db);
}
