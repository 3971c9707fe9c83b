import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { posters } from '../../db/schema/index.ts';

/** Active posters that have an image (a stored file or a URL), in the admin's order. */
export function listActivePosters(db: Database) {
  return db
    .select({ id: posters.id, imageKey: posters.imageKey, url: posters.url, description: posters.description, descriptionMs: posters.descriptionMs })
    .from(posters)
    .where(and(eq(posters.active, true), or(isNotNull(posters.imageKey), isNotNull(posters.url))))
    .orderBy(asc(posters.sort), asc(posters.id));
}
export type PosterRow = Awaited<ReturnType<typeof listActivePosters>>[number];
