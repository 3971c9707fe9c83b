import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-queries.ts';
import { emailTokens, sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type EmailTokenKind = (typeof emailTokens.$inferSelect)['kind'];

const live = isNull(users.deletedAt);

/** An identifier is an e-mail or a username; both are unique without regard to case. */
export const normalizeIdentifier = (identifier: string) => identifier.trim().toLowerCase();

export async function findUserByIdentifier(db: Database, identifier: string): Promise<UserRow | undefined> {
  const needle = normalizeIdentifier(identifier);
  const [row] = await db
    .select()
    .from(users)
    .where(and(live, or(sql`lower(${users.email}) = ${needle}`, sql`lower(${users.username}) = ${needle}`)))
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function usernameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`).limit(1);
  return Boolean(row);
}

export async function emailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return Boolean(row);
}

export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function updateUser(db: Database, id: string, changes: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function insertSession(db: Database, session: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(session);
}

/** Every signed-in request reads its session: built once, as selecting two whole rows costs drizzle more than PostgreSQL. */
const liveSessionQuery = preparedQuery('live-session', (db, name) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now')), live))
    .limit(1)
    .prepare(name),
);

export async function findLiveSession(db: Database, tokenHash: string, now: Date) {
  const [row] = await liveSessionQuery(db).execute({ tokenHash, now: now.toISOString() });
  return row;
}

export async function extendSession(db: Database, id: string, now: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Database, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export function listUserSessions(db: Database, userId: string, now: Date) {
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, ip: sessions.ip, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
}

export async function deleteOwnSession(db: Database, userId: string, id: string) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

export async function deleteUserSessions(db: Database, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function insertEmailToken(db: Database, token: typeof emailTokens.$inferInsert) {
  await db.insert(emailTokens).values(token);
}

/** Marks a link used, once: a second use, an expired link or a forged one all return undefined. */
export async function consumeEmailToken(db: Database, kind: EmailTokenKind, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.kind, kind), eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ userId: emailTokens.userId });
  return row?.userId;
}

/** A new reset link or a completed reset retires every other outstanding link of that kind. */
export async function retireEmailTokens(db: Database, userId: string, kind: EmailTokenKind, now: Date) {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
}
