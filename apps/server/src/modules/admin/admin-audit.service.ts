import { AUDIT_PAGE_SIZE, klDateString, type AuditFilter } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { CSV_BOM, csvLine } from '../../lib/csv.ts';
import { decodeJsonCursor, encodeJsonCursor, isCursorText } from '../../lib/json-cursor.ts';
import { UUID } from '../reviews/reviews.cursor.ts';
import { auditEntries, type AuditKeyset, type AuditRow } from './admin-audit.repository.ts';

/** Rows the CSV reads at a time: bounded memory however long the log. */
const CSV_BATCH = 500;

const presentEntry = (row: AuditRow) => ({
  id: row.id,
  createdAt: new Date(row.createdAt).toISOString(),
  actor: row.actorId ? { id: row.actorId, name: row.actorName!, email: row.actorEmail! } : null,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  /** What changed, as the action recorded it (from/to of a status, the hidden state, a name…). */
  details: row.details ?? null,
});
export type AuditEntry = ReturnType<typeof presentEntry>;

const readCursor = (cursor: string) =>
  decodeJsonCursor<AuditKeyset>(cursor, ([createdAt, id]) => (isCursorText(createdAt, 40) && typeof id === 'string' && UUID.test(id) ? { createdAt, id } : undefined));

/** The audit trail (issue #18, section 5): administrators read who did what, when, and what changed. */
export function createAdminAuditService(db: Database) {
  return {
    async page(filter: AuditFilter, cursor: string | undefined) {
      const rows = await auditEntries(db, filter, cursor ? readCursor(cursor) : undefined, AUDIT_PAGE_SIZE + 1);
      const page = rows.slice(0, AUDIT_PAGE_SIZE);
      const last = page.at(-1);
      return { items: page.map(presentEntry), nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? encodeJsonCursor([last.createdAt, last.id]) : null };
    },

    /** The filtered log as CSV (UTF-8 with BOM), newest first, a batch at a time. */
    async *csv(filter: AuditFilter): AsyncGenerator<string> {
      yield CSV_BOM + csvLine(['When (UTC)', 'Who', 'E-mail', 'Action', 'Target type', 'Target id', 'Details']);
      let after: AuditKeyset | undefined;
      for (;;) {
        const rows = await auditEntries(db, filter, after, CSV_BATCH);
        for (const row of rows) {
          yield csvLine([new Date(row.createdAt).toISOString(), row.actorName, row.actorEmail, row.action, row.targetType, row.targetId, row.details ? JSON.stringify(row.details) : '']);
        }
        const last = rows.at(-1);
        if (!last || rows.length < CSV_BATCH) return;
        after = { createdAt: last.createdAt, id: last.id };
      }
    },

    filename: (now: Date) => `audit-log-${klDateString(now)}.csv`,
  };
}
