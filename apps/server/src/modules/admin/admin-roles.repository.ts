import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

async function findLive(db: Database, match: SQL) {
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, isAdmin: users.isAdmin })
    .from(users)
    .where(and(isNull(users.deletedAt), match))
    .limit(1);
  return row;
}

export function findLiveUser(db: Database, identifier: string) {
  const needle = identifier.trim().toLowerCase();
  return findLive(db, or(sql`lower(${users.email}) = ${needle}`, sql`lower(${users.username}) = ${needle}`)!);
}

export const findLiveUserById = (db: Database, id: string) => findLive(db, eq(users.id, id));

/**
 * Changes the role and records who did it, in one transaction: an admin change is never unaudited.
 * Only a row whose role actually flips is touched, so two admins pressing the same button at once
 * leave one change and one audit entry. Returns whether this call changed it.
 */
export async function setAdminRole(db: Database, userId: string, isAdmin: boolean, actorId: string | null, via: string) {
  const now = new Date();
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set(
        isAdmin
          ? { isAdmin: true, roleAddedBy: actorId, roleAddedAt: now, updatedAt: now }
          : { isAdmin: false, isSuper: false, roleRemovedBy: actorId, roleRemovedAt: now, updatedAt: now },
      )
      .where(and(eq(users.id, userId), eq(users.isAdmin, !isAdmin)))
      .returning({ id: users.id });
    if (updated.length === 0) return false;
    await tx.insert(auditLog).values({
      actorId,
      action: isAdmin ? 'admin.grant' : 'admin.revoke',
      targetType: 'user',
      targetId: userId,
      details: { via },
    });
    return true;
  });
}
