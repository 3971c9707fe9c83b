import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

export async function findLiveUser(db: Database, identifier: string) {
  const needle = identifier.trim().toLowerCase();
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, isAdmin: users.isAdmin })
    .from(users)
    .where(and(isNull(users.deletedAt), or(sql`lower(${users.email}) = ${needle}`, sql`lower(${users.username}) = ${needle}`)))
    .limit(1);
  return row;
}

/** Changes the role and records who did it, in one transaction: an admin change is never unaudited. */
export async function setAdminRole(db: Database, userId: string, isAdmin: boolean, actorId: string | null, via: string) {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set(
        isAdmin
          ? { isAdmin: true, roleAddedBy: actorId, roleAddedAt: now, updatedAt: now }
          : { isAdmin: false, isSuper: false, roleRemovedBy: actorId, roleRemovedAt: now, updatedAt: now },
      )
      .where(eq(users.id, userId));
    await tx.insert(auditLog).values({
      actorId,
      action: isAdmin ? 'admin.grant' : 'admin.revoke',
      targetType: 'user',
      targetId: userId,
      details: { via },
    });
  });
}
