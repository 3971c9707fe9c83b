import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { digestSends, operators, operatorTeams, reviews, teamMembers, unsubscribeTokens, users } from '../../db/schema/index.ts';

/** A digest's reader: a live account with a verified address that has not unsubscribed. */
const reader = and(isNull(users.deletedAt), isNotNull(users.email), isNotNull(users.emailVerifiedAt), eq(users.emailDigest, true));
const readerColumns = { id: users.id, name: users.name, email: sql<string>`${users.email}`, language: users.language };
export type Reader = { id: string; name: string; email: string; language: string };

/** Every team with its operator, or the one of `slug`. */
export function teams(db: Database, slug?: string) {
  return db
    .select({ id: operatorTeams.id, operator: { id: operators.id, name: operators.name, slug: operators.slug } })
    .from(operatorTeams)
    .innerJoin(operators, eq(operators.id, operatorTeams.operatorId))
    .where(slug ? eq(operators.slug, slug) : undefined)
    .orderBy(asc(operators.name));
}

export function teamReaders(db: Database, teamId: string): Promise<Reader[]> {
  return db.select(readerColumns).from(teamMembers).innerJoin(users, eq(users.id, teamMembers.userId)).where(and(eq(teamMembers.teamId, teamId), reader));
}

export function adminReaders(db: Database): Promise<Reader[]> {
  return db.select(readerColumns).from(users).where(and(eq(users.isAdmin, true), reader));
}

const visible = sql`${reviews.deletedAt} is null and ${reviews.status} <> 'hidden'`;
const reviewLine = { id: reviews.id, ticketNumber: reviews.ticketNumber, meTooCount: reviews.meTooCount, status: reviews.status, excerpt: sql<string>`left(${reviews.experience}, 140)` };

/** The open reviews (not yet resolved) most riders said 'me too' to: of one operator (reviews_operator_me_too_idx), or all. */
export function topMeToo(db: Database, operatorId: string | null, limit: number) {
  return db
    .select(reviewLine)
    .from(reviews)
    .where(and(operatorId ? eq(reviews.operatorId, operatorId) : undefined, visible, gt(reviews.meTooCount, 0), notInArray(reviews.status, ['resolved'])))
    .orderBy(desc(reviews.meTooCount), desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/**
 * Reviews forwarded before `before` and still unanswered and unmoved (reviews_operator_status_idx):
 * the oldest `limit`, and how many there are.
 */
export async function waiting(db: Database, operatorId: string | null, before: Date, limit: number) {
  const where = and(operatorId ? eq(reviews.operatorId, operatorId) : undefined, visible, eq(reviews.status, 'forwarded'), isNull(reviews.firstResponseAt), lt(reviews.statusChangedAt, before));
  const [items, [total]] = await Promise.all([
    db.select(reviewLine).from(reviews).where(where).orderBy(asc(reviews.statusChangedAt)).limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** A claim left unsent this long was a sender's that died mid-run (a crash, a forced stop): it may be taken over. */
const CLAIM_ABANDONED = sql`interval '30 minutes'`;

/**
 * Claims the week's digest of `scope` for each reader not yet claimed (or whose claim was abandoned):
 * the readers this sender mails. One statement on the primary key, so concurrent senders split the
 * readers and none gets two.
 */
export async function claim(db: Database, week: string, scope: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insert(digestSends)
    .values(userIds.map((userId) => ({ week, scope, userId })))
    .onConflictDoUpdate({
      target: [digestSends.week, digestSends.scope, digestSends.userId],
      set: { createdAt: sql`now()` },
      setWhere: sql`${digestSends.sentAt} is null and ${digestSends.createdAt} < now() - ${CLAIM_ABANDONED}`,
    })
    .returning({ userId: digestSends.userId });
  return rows.map((row) => row.userId);
}

export async function markSent(db: Database, week: string, scope: string, userId: string, at: Date) {
  await db.update(digestSends).set({ sentAt: at }).where(and(eq(digestSends.week, week), eq(digestSends.scope, scope), eq(digestSends.userId, userId)));
}

/** Gives a claim back after a failed send, so the job's retry mails them. */
export async function release(db: Database, week: string, scope: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await db.delete(digestSends).where(and(eq(digestSends.week, week), eq(digestSends.scope, scope), inArray(digestSends.userId, userIds), isNull(digestSends.sentAt)));
}

export async function insertUnsubscribeToken(db: Database, tokenHash: string, userId: string) {
  await db.insert(unsubscribeTokens).values({ tokenHash, userId });
}

/** Turns the digest off for the token's reader; their name when the token is known. */
export async function unsubscribe(db: Database, tokenHash: string) {
  const [token] = await db.select({ userId: unsubscribeTokens.userId }).from(unsubscribeTokens).where(eq(unsubscribeTokens.tokenHash, tokenHash));
  if (!token) return undefined;
  const [user] = await db.update(users).set({ emailDigest: false }).where(eq(users.id, token.userId)).returning({ email: users.email });
  return user;
}
