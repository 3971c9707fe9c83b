import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attachments } from '../../db/schema/index.ts';

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachment = typeof attachments.$inferInsert & { id: string };
export type StoredKeys = { storageKey: string; thumbKey: string | null };

/** Inserts the rows and answers them in the order given. */
export async function insertAttachments(db: Database, rows: NewAttachment[]): Promise<AttachmentRow[]> {
  const inserted = await db.insert(attachments).values(rows).returning();
  const byId = new Map(inserted.map((row) => [row.id, row]));
  return rows.map((row) => byId.get(row.id)!);
}

/**
 * Attaches the uploader's unattached uploads to a review, sorted as listed; answers the ids it
 * attached. An id of someone else's upload, of one already attached, or of none at all is not
 * attached. Run inside the review's transaction: the row locks make two reviews racing for one
 * upload (or the orphan sweep racing a review) settle on one winner.
 */
export async function claimForReview(db: Database, uploaderId: string, reviewId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const order = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await db
    .update(attachments)
    .set({ reviewId, sort: sql`array_position(array[${order}]::uuid[], ${attachments.id}) - 1` })
    .where(and(inArray(attachments.id, [...ids]), eq(attachments.uploaderId, uploaderId), isNull(attachments.reviewId)))
    .returning({ id: attachments.id });
  return rows.map((row) => row.id);
}

/** Deletes a review's attachment rows; answers their storage keys for the caller to remove. */
export async function deleteForReview(db: Database, reviewId: string): Promise<StoredKeys[]> {
  return db.delete(attachments).where(eq(attachments.reviewId, reviewId)).returning({ storageKey: attachments.storageKey, thumbKey: attachments.thumbKey });
}

/**
 * Deletes up to `limit` uploads never attached to a review and created before `cutoff`; answers
 * their storage keys. The partial index attachments_orphan_idx serves the inner select.
 */
export async function deleteOrphansBefore(db: Database, cutoff: Date, limit: number): Promise<StoredKeys[]> {
  const batch = db
    .select({ id: attachments.id })
    .from(attachments)
    .where(and(isNull(attachments.reviewId), lt(attachments.createdAt, cutoff)))
    .orderBy(attachments.createdAt)
    .limit(limit);
  return db
    .delete(attachments)
    // Checked again on the row itself: an upload attached meanwhile is not an orphan any more.
    .where(and(inArray(attachments.id, batch), isNull(attachments.reviewId)))
    .returning({ storageKey: attachments.storageKey, thumbKey: attachments.thumbKey });
}
