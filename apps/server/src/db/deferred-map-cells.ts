import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Runs `load` with the trigger that keeps the map's cells on inserted reviews switched off, then
 * recomputes the cells from the reviews (`review_map_cells_rebuild`, migration 0020). In one
 * transaction a load's slices update the same few thousand cells over and over, each update a new
 * row version that the next must step over; one rebuild at the end groups the reviews once. The
 * caller's transaction holds it all: the trigger is off for no other writer (ALTER TABLE locks the
 * table until commit) and a failure rolls the switch back too.
 */
export async function withMapCellsRebuilt<T>(tx: Database, load: () => Promise<T>): Promise<T> {
  await tx.execute(sql`alter table reviews disable trigger reviews_map_cells_insert`);
  const result = await load();
  await tx.execute(sql`alter table reviews enable trigger reviews_map_cells_insert`);
  await tx.execute(sql`select review_map_cells_rebuild()`);
  return result;
}
