import { STATES } from '@suara/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { towns } from '../schema/index.ts';

/** The bundled location list (14 states and their towns), for pickers and reports. */
export async function seedTowns(db: Database) {
  const rows = STATES.flatMap((state) => state.places.map((name, sort) => ({ state: state.name, name, sort })));
  await db
    .insert(towns)
    .values(rows)
    .onConflictDoUpdate({ target: [towns.state, towns.name], set: { sort: sql`excluded.sort` } });
}
