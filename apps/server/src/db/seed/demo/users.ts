import { AGE_BANDS, formatHomeLocation, STATES, USAGE_OPTIONS, type AgeBand, type TransportUsage } from '@suara/domain';
import type { users } from '../../schema/index.ts';
import { demoEmail, demoUsername, mobileNumber, randomPerson } from './names.ts';
import { uuidv7At, weighted, type Random } from './random.ts';
import { klMidnight } from './reviews.ts';

export type NewDemoUser = typeof users.$inferInsert & { id: string; createdAt: Date; language: 'en' | 'ms' };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const AGE = weighted<AgeBand>(
  AGE_BANDS.map((band) => [band.key, { 'below-15': 1, '15-19': 8, '20-24': 22, '25-29': 20, '30-34': 14, '35-39': 10, '40-44': 8, '45-49': 6, '50-54': 4, '55-59': 3, '60-64': 2, '65-above': 2 }[band.key]] as const),
);
const USAGE = weighted<TransportUsage>(
  USAGE_OPTIONS.map((option) => [option.key, { everyday: 30, '4-6-weekly': 22, '1-3-weekly': 22, monthly: 10, 'every-2-3-months': 6, '2-3-yearly': 5, never: 5 }[option.key]] as const),
);
const KLANG_VALLEY_STATES = STATES.filter((state) => state.name === 'WILAYAH PERSEKUTUAN' || state.name === 'SELANGOR');

const ABOUT = {
  en: ['Daily commuter from {place}.', 'Student, I take the train to class every day.', 'Working in KL, living in {place}.', 'Trying to drive less and ride more.', 'Wheels on the bus go round and round.'],
  ms: ['Pengguna pengangkutan awam setiap hari dari {place}.', 'Pelajar, naik tren ke kelas setiap hari.', 'Bekerja di KL, tinggal di {place}.', 'Kurangkan memandu, lebih banyak naik tren.'],
} as const;

/**
 * `count` demo riders numbered from `firstNumber`: verified, onboarded, without a password (they
 * cannot sign in). A few joined before the demo year (the earliest authors); the rest over the year.
 */
export function demoUsers(random: Random, count: number, firstNumber: number, now: Date): NewDemoUser[] {
  const rows: NewDemoUser[] = [];
  // Counted from midnight, like the reviews, so a seed gives the same riders whatever the hour.
  const today = klMidnight(now.getTime());
  for (let i = 0; i < count; i += 1) {
    const person = randomPerson(random);
    const number = firstNumber + i;
    const joined = today - (random.chance(0.12) ? random.between(365, 395) : random.between(2, 365)) * DAY;
    const createdAt = new Date(Math.floor(joined));
    const verifiedAt = new Date(createdAt.getTime() + random.int(2, 90) * MINUTE);
    const onboardedAt = new Date(verifiedAt.getTime() + random.int(1, 15) * MINUTE);
    // Visitors stay in the Klang Valley; a few locals come from another state.
    const state = person.nationalStatus === 'local' && random.chance(0.15) ? random.pick(STATES) : random.pick(KLANG_VALLEY_STATES);
    const place = random.pick(state.places);
    const about = random.chance(0.3) ? random.pick(ABOUT[person.language]).replace('{place}', place) : null;
    rows.push({
      id: uuidv7At(createdAt.getTime(), random),
      name: person.name,
      username: demoUsername(person, number),
      email: demoEmail(person, number, random),
      phone: random.chance(0.4) ? mobileNumber(random) : null,
      passwordHash: null,
      about,
      location: place,
      language: person.language,
      emailVerifiedAt: verifiedAt,
      gender: random.chance(0.01) ? 'other' : person.gender,
      ageBand: AGE.pick(random),
      nationalStatus: person.nationalStatus,
      homeLocation: formatHomeLocation(place, state.name),
      disability: random.chance(0.06) ? null : random.chance(0.03),
      transportUsage: USAGE.pick(random),
      onboardedAt,
      createdAt,
      updatedAt: onboardedAt,
    });
  }
  return rows;
}
