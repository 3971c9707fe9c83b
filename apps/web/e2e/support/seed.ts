// Runs before the e2e server starts (the embedded database allows one process at a time): an
// onboarded, verified account made an administrator the way `npm run admin -- grant` does it, and
// the map's crowd of reviews (map-crowd.ts), too many to post through the API within its limits.
import { parseConfig } from '../../../server/src/config.ts';
import { openConfiguredDatabase } from '../../../server/src/db/open-database.ts';
import type { Database } from '../../../server/src/db/client.ts';
import { reviewOptions, reviews } from '../../../server/src/db/schema/index.ts';
import { seedReferenceData } from '../../../server/src/db/seed/reference.ts';
import { hashPassword } from '../../../server/src/lib/passwords.ts';
import { findUserByIdentifier, insertUser } from '../../../server/src/modules/accounts/accounts.repository.ts';
import { changeAdminRole } from '../../../server/src/modules/admin/admin-roles.service.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { MAP_CROWD } from './map-crowd.ts';

const database = await openConfiguredDatabase(parseConfig(), 'e2e admin seed');
try {
  await database.migrate();
  await seedReferenceData(database.db);
  if (!(await findUserByIdentifier(database.db, E2E_ADMIN.username))) {
    const now = new Date();
    await insertUser(database.db, {
      name: E2E_ADMIN.name,
      username: E2E_ADMIN.username,
      email: E2E_ADMIN.email,
      passwordHash: await hashPassword(E2E_ADMIN.password),
      emailVerifiedAt: now,
      gender: 'female',
      ageBand: '30-34',
      nationalStatus: 'local',
      homeLocation: 'Petaling Jaya, SELANGOR, MALAYSIA',
      disability: null,
      transportUsage: 'everyday',
      onboardedAt: now,
    });
  }
  await changeAdminRole(database.db, { identifier: E2E_ADMIN.username, makeAdmin: true, actorId: null, via: 'cli' });
  await seedMapCrowd(database.db);
} finally {
  await database.close();
}

async function seedMapCrowd(db: Database) {
  const username = 'e2e.map.crowd';
  if (await findUserByIdentifier(db, username)) return;
  const now = new Date();
  const rider = await insertUser(db, { name: 'Wan Azizah Salleh', username, email: 'map.crowd@example.my', emailVerifiedAt: now, onboardedAt: now });
  const options = await db.select().from(reviewOptions);
  const option = (category: string, key: string) => options.find((o) => o.category === category && o.key === key)!;
  const review = (feelingKey: string, latitude: number, longitude: number) => {
    const feeling = option('feeling', feelingKey);
    return {
      userId: rider.id,
      feelingId: feeling.id,
      score: feeling.score!,
      serviceId: option('service', 'STAGE_BUS').id,
      aspectId: option('aspect', 'TRIP_EXPERIENCE').id,
      operatorName: MAP_CROWD.operator,
      routeName: 'Kuala Terengganu – Marang',
      experience: 'Waited by the seafront for the evening bus.',
      latitude,
      longitude,
      // A year old, so the crowd stays at the end of the newest-first lists.
      incidentAt: new Date(now.getTime() - 365 * 86_400_000),
      createdAt: new Date(now.getTime() - 365 * 86_400_000),
    };
  };
  const { crowd, pair } = MAP_CROWD;
  await db.insert(reviews).values([
    ...Array.from({ length: crowd.count }, () => review(crowd.feeling, crowd.latitude, crowd.longitude)),
    ...pair.feelings.map((feeling) => review(feeling, pair.latitude, pair.longitude)),
  ]);
}
