import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { geocodeCache } from '../../db/schema/index.ts';

export async function readCache<T>(db: Database, key: string): Promise<T | undefined> {
  const [row] = await db.select({ response: geocodeCache.response }).from(geocodeCache).where(eq(geocodeCache.key, key)).limit(1);
  return row?.response as T | undefined;
}

export async function writeCache(db: Database, key: string, response: unknown) {
  await db.insert(geocodeCache).values({ key, response }).onConflictDoUpdate({ target: geocodeCache.key, set: { response, createdAt: new Date() } });
}
