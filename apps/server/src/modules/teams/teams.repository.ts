import type { TeamRole } from '@suara/domain';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, operators, operatorTeams, teamInvitations, teamMembers, users } from '../../db/schema/index.ts';

export async function findOperator(db: Database, id: string) {
  const [row] = await db.select({ id: operators.id, name: operators.name, slug: operators.slug }).from(operators).where(eq(operators.id, id));
  return row;
}

/** The new team, or undefined when the operator has one already (operator_teams_operator_key). */
export async function insertTeam(db: Database, operatorId: string, createdBy: string) {
  const [row] = await db.insert(operatorTeams).values({ operatorId, createdBy }).onConflictDoNothing().returning({ id: operatorTeams.id });
  return row;
}

export async function findTeam(db: Database, id: string) {
  const [row] = await db
    .select({ id: operatorTeams.id, operator: { id: operators.id, name: operators.name, slug: operators.slug } })
    .from(operatorTeams)
    .innerJoin(operators, eq(operators.id, operatorTeams.operatorId))
    .where(eq(operatorTeams.id, id));
  return row;
}

/**
 * Every team (or only the team `only`) with its members and pending invitations: three reads,
 * whatever the number of teams.
 */
export async function listTeams(db: Database, now: Date, only?: string) {
  const teams = await db
    .select({ id: operatorTeams.id, createdAt: operatorTeams.createdAt, operator: { id: operators.id, name: operators.name, slug: operators.slug } })
    .from(operatorTeams)
    .innerJoin(operators, eq(operators.id, operatorTeams.operatorId))
    .where(only ? eq(operatorTeams.id, only) : undefined)
    .orderBy(asc(operators.name));
  const ids = teams.map((team) => team.id);
  if (ids.length === 0) return { teams, members: [], invitations: [] };
  const [members, invitations] = await Promise.all([
    db
      .select({ teamId: teamMembers.teamId, userId: users.id, name: users.name, email: users.email, role: teamMembers.role, since: teamMembers.createdAt })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(inArray(teamMembers.teamId, ids))
      .orderBy(asc(users.name)),
    db
      .select({ id: teamInvitations.id, teamId: teamInvitations.teamId, email: teamInvitations.email, role: teamInvitations.role, expiresAt: teamInvitations.expiresAt })
      .from(teamInvitations)
      .where(and(inArray(teamInvitations.teamId, ids), isNull(teamInvitations.acceptedAt), gt(teamInvitations.expiresAt, now)))
      .orderBy(asc(teamInvitations.createdAt)),
  ]);
  return { teams, members, invitations };
}

export async function memberRole(db: Database, teamId: string, userId: string): Promise<TeamRole | undefined> {
  const [row] = await db.select({ role: teamMembers.role }).from(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row?.role;
}

export async function insertInvitation(db: Database, values: typeof teamInvitations.$inferInsert) {
  const [row] = await db.insert(teamInvitations).values(values).returning({ id: teamInvitations.id, expiresAt: teamInvitations.expiresAt });
  return row!;
}

export async function findInvitation(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: teamInvitations.id,
      teamId: teamInvitations.teamId,
      email: teamInvitations.email,
      role: teamInvitations.role,
      expiresAt: teamInvitations.expiresAt,
      acceptedAt: teamInvitations.acceptedAt,
      operator: { name: operators.name, slug: operators.slug },
    })
    .from(teamInvitations)
    .innerJoin(operatorTeams, eq(operatorTeams.id, teamInvitations.teamId))
    .innerJoin(operators, eq(operators.id, operatorTeams.operatorId))
    .where(eq(teamInvitations.tokenHash, tokenHash));
  return row;
}

/**
 * Takes the invitation (once: the update matches only while it is pending) and makes the user a
 * member with its role, or changes the role of one already there. False when it was taken meanwhile.
 */
export function acceptInvitation(db: Database, invitation: { id: string; teamId: string; role: TeamRole; invitedBy?: string | null }, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    const taken = await tx
      .update(teamInvitations)
      .set({ acceptedAt: now, acceptedBy: userId })
      .where(and(eq(teamInvitations.id, invitation.id), isNull(teamInvitations.acceptedAt), gt(teamInvitations.expiresAt, now)))
      .returning({ invitedBy: teamInvitations.invitedBy });
    if (taken.length === 0) return false;
    await tx
      .insert(teamMembers)
      .values({ teamId: invitation.teamId, userId, role: invitation.role, addedBy: taken[0]!.invitedBy })
      .onConflictDoUpdate({ target: [teamMembers.teamId, teamMembers.userId], set: { role: sql`excluded.role` } });
    await tx.insert(auditLog).values({ actorId: userId, action: 'team.join', targetType: 'team', targetId: invitation.teamId, details: { role: invitation.role } });
    return true;
  });
}

/** Deletes a pending invitation of the team (its link is then unknown); undefined when there is none. */
export async function deletePendingInvitation(db: Database, teamId: string, invitationId: string) {
  const [row] = await db
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.teamId, teamId), isNull(teamInvitations.acceptedAt)))
    .returning({ email: teamInvitations.email, role: teamInvitations.role });
  return row;
}

/** Removes a member; false when they were not one. */
export async function deleteMember(db: Database, teamId: string, userId: string) {
  const rows = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning({ role: teamMembers.role });
  return rows[0];
}

export async function audit(db: Database, entry: { actorId: string; action: string; teamId: string; details: Record<string, unknown> }) {
  await db.insert(auditLog).values({ actorId: entry.actorId, action: entry.action, targetType: 'team', targetId: entry.teamId, details: entry.details });
}
