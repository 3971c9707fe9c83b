import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** The rows of a raw statement, typed by the caller: `db.execute` answers the driver's result, whose shape drizzle leaves unknown. */
export const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
