import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessages, users } from '../../db/schema/index.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Database, values: NewContactMessage) {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}

/** Where a contact message goes: every administrator with a verified e-mail address. */
export async function adminRecipients(db: Database) {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNotNull(users.emailVerifiedAt), isNotNull(users.email)));
  return rows.map((row) => row.email!);
}
