// Runs before the e2e server starts (the embedded database allows one process at a time): an
// onboarded, verified account made an administrator the way `npm run admin -- grant` does it.
import { parseConfig } from '../../../server/src/config.ts';
import { openConfiguredDatabase } from '../../../server/src/db/open-database.ts';
import { seedReferenceData } from '../../../server/src/db/seed/reference.ts';
import { hashPassword } from '../../../server/src/lib/passwords.ts';
import { findUserByIdentifier, insertUser } from '../../../server/src/modules/accounts/accounts.repository.ts';
import { changeAdminRole } from '../../../server/src/modules/admin/admin-roles.service.ts';
import { E2E_ADMIN } from './admin-account.ts';

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
} finally {
  await database.close();
}
