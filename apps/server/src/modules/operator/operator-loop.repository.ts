import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, officialResponses, operators, operatorTeams, reviews, reviewStatusEvents, teamMembers, users, type ReviewStatus } from '../../db/schema/index.ts';

/** A live review as the operator loop needs it: its rider, status, operator and that operator's team (if any). */
export type LoopReview = {
  id: string;
  userId: string;
  ticketNumber: number;
  status: ReviewStatus;
  statusChangedAt: Date | null;
  resolutionConfirmedAt: Date | null;
  teamId: string | null;
  operatorName: string | null;
};

/** The live review `id`, locked for a change when `lock` (FOR UPDATE of the review only); undefined when deleted or unknown. */
export async function findReview(db: Database, id: string, lock: boolean): Promise<LoopReview | undefined> {
  const query = db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      ticketNumber: reviews.ticketNumber,
      status: reviews.status,
      statusChangedAt: reviews.statusChangedAt,
      resolutionConfirmedAt: reviews.resolutionConfirmedAt,
      teamId: operatorTeams.id,
      operatorName: operators.name,
    })
    .from(reviews)
    .leftJoin(operators, eq(operators.id, reviews.operatorId))
    .leftJoin(operatorTeams, eq(operatorTeams.operatorId, reviews.operatorId))
    .where(and(eq(reviews.id, id), isNull(reviews.deletedAt)));
  const [row] = lock ? await query.for('update', { of: reviews }) : await query;
  return row;
}

/** Where to mail a rider about their review: a live account with a verified address that wants such e-mails. */
export async function mailRecipient(db: Database, userId: string) {
  const [row] = await db
    .select({ email: sql<string>`${users.email}`, language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNotNull(users.email), isNotNull(users.emailVerifiedAt), eq(users.emailReviewUpdates, true)));
  return row;
}

export async function isTeamMember(db: Database, teamId: string, userId: string) {
  const [row] = await db.select({ userId: teamMembers.userId }).from(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row !== undefined;
}

/** The teams `userId` is on, with their operator and the role: the session's 'operator' menu and the inbox's picker. */
export function teamsOf(db: Database, userId: string) {
  return db
    .select({ id: operatorTeams.id, role: teamMembers.role, operator: { id: operators.id, name: operators.name, slug: operators.slug } })
    .from(teamMembers)
    .innerJoin(operatorTeams, eq(operatorTeams.id, teamMembers.teamId))
    .innerJoin(operators, eq(operators.id, operatorTeams.operatorId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(operators.name));
}

export async function teamMemberIds(db: Database, teamId: string): Promise<string[]> {
  const rows = await db.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  return rows.map((row) => row.userId);
}

/** Adds a response and dates the review's first one (the inbox's 'unanswered'). */
export async function insertResponse(db: Database, values: { reviewId: string; teamId: string; authorId: string; body: string; now: Date }) {
  const [row] = await db
    .insert(officialResponses)
    .values({ reviewId: values.reviewId, teamId: values.teamId, authorId: values.authorId, body: values.body, createdAt: values.now })
    .returning({ id: officialResponses.id, createdAt: officialResponses.createdAt });
  await db
    .update(reviews)
    .set({ firstResponseAt: sql`coalesce(${reviews.firstResponseAt}, ${values.now.toISOString()}::timestamptz)` })
    .where(eq(reviews.id, values.reviewId));
  return row!;
}

/** A response with its review, locked for an edit. */
export async function lockResponse(db: Database, id: string) {
  const [row] = await db
    .select({ id: officialResponses.id, reviewId: officialResponses.reviewId, teamId: officialResponses.teamId, authorId: officialResponses.authorId, body: officialResponses.body, createdAt: officialResponses.createdAt })
    .from(officialResponses)
    .innerJoin(reviews, eq(reviews.id, officialResponses.reviewId))
    .where(and(eq(officialResponses.id, id), isNull(reviews.deletedAt)))
    .for('update', { of: officialResponses });
  return row;
}

export async function updateResponse(db: Database, id: string, body: string, now: Date) {
  await db.update(officialResponses).set({ body, editedAt: now }).where(eq(officialResponses.id, id));
}

type Move = { review: LoopReview; to: ReviewStatus; note: string | null; actorId: string; actorRole: 'admin' | 'staff' | 'rider'; action?: 'move' | 'reopen'; now: Date };

/**
 * Moves the review's status with its public note, and records the move in its history. Any move
 * clears the rider's confirmation: it answered the resolution that is gone.
 */
export async function moveStatus(db: Database, { review, to, note, actorId, actorRole, action = 'move', now }: Move) {
  await db.update(reviews).set({ status: to, statusNote: note, statusChangedAt: now, resolutionConfirmedAt: null, updatedAt: now }).where(eq(reviews.id, review.id));
  await insertStatusEvent(db, { reviewId: review.id, action, fromStatus: review.status, toStatus: to, note, actorId, actorRole, createdAt: now });
}

export async function insertStatusEvent(db: Database, values: typeof reviewStatusEvents.$inferInsert) {
  await db.insert(reviewStatusEvents).values(values);
}

/** The rider's 'yes, it is resolved'. */
export async function confirmResolution(db: Database, review: LoopReview, actorId: string, now: Date) {
  await db.update(reviews).set({ resolutionConfirmedAt: now }).where(eq(reviews.id, review.id));
  await insertStatusEvent(db, { reviewId: review.id, action: 'confirm', fromStatus: review.status, toStatus: review.status, actorId, actorRole: 'rider', createdAt: now });
}

/**
 * The review's history, oldest first. Who acted is named only for staff (their first name, as on
 * their responses); administrators act as the platform, and the rider is the rider.
 */
export function statusHistory(db: Database, reviewId: string) {
  return db
    .select({
      action: reviewStatusEvents.action,
      from: reviewStatusEvents.fromStatus,
      to: reviewStatusEvents.toStatus,
      note: reviewStatusEvents.note,
      actorRole: reviewStatusEvents.actorRole,
      staffName: sql<string | null>`case when ${reviewStatusEvents.actorRole} = 'staff' then split_part(${users.name}, ' ', 1) end`,
      at: reviewStatusEvents.createdAt,
    })
    .from(reviewStatusEvents)
    .leftJoin(users, eq(users.id, reviewStatusEvents.actorId))
    .where(eq(reviewStatusEvents.reviewId, reviewId))
    .orderBy(asc(reviewStatusEvents.createdAt), asc(reviewStatusEvents.id));
}

export async function audit(db: Database, entry: { actorId: string; action: string; reviewId: string; details: Record<string, unknown> }) {
  await db.insert(auditLog).values({ actorId: entry.actorId, action: entry.action, targetType: 'review', targetId: entry.reviewId, details: entry.details });
}

/** The team `teamId` with its operator, and `userId`'s role on it (null when not a member). */
export async function teamFor(db: Database, teamId: string, userId: string) {
  const [row] = await db
    .select({ id: operatorTeams.id, operator: { id: operators.id, name: operators.name, slug: operators.slug }, role: teamMembers.role })
    .from(operatorTeams)
    .innerJoin(operators, eq(operators.id, operatorTeams.operatorId))
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, operatorTeams.id), eq(teamMembers.userId, userId)))
    .where(eq(operatorTeams.id, teamId));
  return row;
}
