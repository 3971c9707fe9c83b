import type { AuditFilter } from '@suara/domain';
import { and, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { klDayEnd, klDayStart } from '../../db/kl-day.ts';
import { containingPattern, likeIgnoringCase } from '../../db/like-pattern.ts';
import { microText } from '../../db/micro-time.ts';
import { auditLog, users } from '../../db/schema/index.ts';

/** Where a page ended: created_at as text to the microsecond, and the id. */
export type AuditKeyset = { createdAt: string; id: string };

function conditions({ area, actor, from, to }: AuditFilter): (SQL | undefined)[] {
  return [
    area ? like(auditLog.action, `${area}.%`) : undefined,
    actor ? or(likeIgnoringCase(users.name, containingPattern(actor)), likeIgnoringCase(users.email, containingPattern(actor))) : undefined,
    from ? sql`${auditLog.createdAt} >= ${klDayStart(from)}` : undefined,
    to ? sql`${auditLog.createdAt} < ${klDayEnd(to)}` : undefined,
  ];
}

/**
 * Audit entries, newest first, with their actor (null for what no person did: the reports' own
 * hiding, a command line), `limit` after `after`. audit_log_created_idx read backwards; the log
 * holds administrators' actions, few enough that the filters may skip over them.
 */
export function auditEntries(db: Database, filter: AuditFilter, after: AuditKeyset | undefined, limit: number) {
  return db
    .select({
      id: auditLog.id,
      createdAt: microText(auditLog.createdAt),
      actorId: users.id,
      actorName: users.name,
      actorEmail: users.email,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(...conditions(filter), after ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
export type AuditRow = Awaited<ReturnType<typeof auditEntries>>[number];
