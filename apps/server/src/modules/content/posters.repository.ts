import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, posters } from '../../db/schema/index.ts';

const visible = { id: posters.id, imageKey: posters.imageKey, url: posters.url, description: posters.description, descriptionMs: posters.descriptionMs };
const inOrder = [asc(posters.sort), asc(posters.id)] as const;

/** Active posters that have an image (a stored file or a URL), in the admin's order. */
export function listActivePosters(db: Database) {
  return db
    .select(visible)
    .from(posters)
    .where(and(eq(posters.active, true), or(isNotNull(posters.imageKey), isNotNull(posters.url))))
    .orderBy(...inOrder);
}
export type PosterRow = Awaited<ReturnType<typeof listActivePosters>>[number];

const full = { ...visible, active: posters.active, sort: posters.sort, createdAt: posters.createdAt };

/** Every poster, active or not, in the home page's order (the admin's list; a handful of rows). */
export function listAllPosters(db: Database) {
  return db.select(full).from(posters).orderBy(...inOrder);
}
export type AdminPosterRow = Awaited<ReturnType<typeof listAllPosters>>[number];

export async function findPoster(db: Database, id: string): Promise<AdminPosterRow | undefined> {
  const [row] = await db.select(full).from(posters).where(eq(posters.id, id));
  return row;
}

export type PosterValues = { description: string; descriptionMs: string | null; url: string | null; imageKey: string | null; active: boolean };
export type Audit = { actorId: string; action: string; details?: Record<string, unknown> };

const audit = (tx: Database, posterId: string, entry: Audit) =>
  tx.insert(auditLog).values({ actorId: entry.actorId, action: entry.action, targetType: 'poster', targetId: posterId, details: entry.details });

/** A new poster goes last; it and its audit entry are written together. */
export function insertPoster(db: Database, values: PosterValues, entry: Audit) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(posters)
      .values({ ...values, sort: sql`(select coalesce(max(${posters.sort}), -1) + 1 from ${posters})` })
      .returning(full);
    await audit(tx, row!.id, entry);
    return row!;
  });
}

/** Undefined when there is no such poster (nothing is audited then). */
export function updatePoster(db: Database, id: string, values: PosterValues, entry: Audit) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(posters).set(values).where(eq(posters.id, id)).returning(full);
    if (row) await audit(tx, id, entry);
    return row;
  });
}

export function deletePoster(db: Database, id: string, entry: Audit) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(posters).where(eq(posters.id, id)).returning(full);
    // What was removed, so the audit log still says which poster it was.
    if (row) await audit(tx, id, { ...entry, details: { description: row.description, url: row.url, imageKey: row.imageKey } });
    return row;
  });
}

/**
 * Sets every poster's place from `ids` (which the service has checked names each poster exactly
 * once), in one statement; one audit entry for the whole new order.
 */
export function reorderPosters(db: Database, ids: readonly string[], actorId: string) {
  return db.transaction(async (tx) => {
    const rows = sql.join(
      ids.map((id, index) => sql`(${id}::uuid, ${index}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`update ${posters} set sort = v.sort from (values ${rows}) as v(id, sort) where ${posters.id} = v.id`);
    await tx.insert(auditLog).values({ actorId, action: 'poster.reorder', targetType: 'poster', details: { ids } });
  });
}

/** Whether any poster still shows this stored image (its file may be removed when none does). */
export async function imageKeyInUse(db: Database, imageKey: string) {
  const [row] = await db.select({ id: posters.id }).from(posters).where(eq(posters.imageKey, imageKey)).limit(1);
  return row !== undefined;
}
