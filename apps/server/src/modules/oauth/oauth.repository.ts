import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oauthAccounts, sessions, users } from '../../db/schema/index.ts';
import type { ProviderName } from './oauth.provider.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Link = { provider: ProviderName; subject: string };

const live = isNull(users.deletedAt);

/** The account a provider identity is linked to, with the link's id (the user may since have been deleted). */
export async function findLink(db: Database, { provider, subject }: Link): Promise<{ linkId: string; user: UserRow } | undefined> {
  const [row] = await db
    .select({ linkId: oauthAccounts.id, user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
    .limit(1);
  return row;
}

export async function deleteLink(db: Database, linkId: string) {
  await db.delete(oauthAccounts).where(eq(oauthAccounts.id, linkId));
}

export async function insertLink(db: Database, link: Link, userId: string) {
  await db.insert(oauthAccounts).values({ ...link, userId });
}

export async function findLiveUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live))
    .limit(1);
  return row;
}

export async function findLiveUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, live))
    .limit(1);
  return row;
}

export async function usernameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`).limit(1);
  return Boolean(row);
}

/** A new social account and its link, together or not at all. */
export async function insertUserWithLink(db: Database, user: NewUser, link: Link): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(user).returning();
    await tx.insert(oauthAccounts).values({ ...link, userId: row!.id });
    return row!;
  });
}

/**
 * Links a provider identity to an account whose e-mail was never verified. The provider has just proved
 * who owns the address, while whoever set the account's password never did: the address is marked
 * verified, the password removed and every session ended, so a squatter who pre-registered it loses it.
 */
export async function claimUnverifiedAccount(db: Database, userId: string, link: Link, now: Date): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, passwordHash: null, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.insert(oauthAccounts).values({ ...link, userId });
    return row!;
  });
}
