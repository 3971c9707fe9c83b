import { and, desc, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminUserRole } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { containsIgnoringCase } from '../../db/like-pattern.ts';
import { reviews, users } from '../../db/schema/index.ts';

const addedBy = alias(users, 'role_added_by_user');
const removedBy = alias(users, 'role_removed_by_user');

const live = isNull(users.deletedAt);
const inRole = (role: AdminUserRole) => (role === 'admin' ? eq(users.isAdmin, true) : not(users.isAdmin));

export type AdminUsersFilter = { role: AdminUserRole; email?: string };

function filterWhere({ role, email }: AdminUsersFilter): SQL {
  // lower(email) like '%…%' is what users_email_trgm_idx answers.
  return and(live, inRole(role), email ? containsIgnoringCase(users.email, email) : undefined)!;
}

const rowColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  phone: users.phone,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  language: users.language,
  location: users.location,
  isAdmin: users.isAdmin,
  isSuper: users.isSuper,
  roleAddedAt: users.roleAddedAt,
  roleRemovedAt: users.roleRemovedAt,
  addedById: addedBy.id,
  addedByName: addedBy.name,
  addedByUsername: addedBy.username,
  removedById: removedBy.id,
  removedByName: removedBy.name,
  removedByUsername: removedBy.username,
};

function selectRows(db: Database) {
  return db
    .select(rowColumns)
    .from(users)
    .leftJoin(addedBy, eq(addedBy.id, users.roleAddedBy))
    .leftJoin(removedBy, eq(removedBy.id, users.roleRemovedBy));
}
export type AdminUserBaseRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];
export type AdminUserRow = AdminUserBaseRow & { reviewCount: number };

/** Reviews not deleted by their authors (hidden ones count: the admin sees everything written), for these users only. */
async function reviewCounts(db: Database, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: reviews.userId, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(inArray(reviews.userId, userIds), isNull(reviews.deletedAt)))
    .groupBy(reviews.userId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}

async function withReviewCounts(db: Database, rows: AdminUserBaseRow[]): Promise<AdminUserRow[]> {
  const counts = await reviewCounts(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, reviewCount: counts.get(row.id) ?? 0 }));
}

/**
 * One page of a people table, newest first (administrators by when they became one), and the
 * review counts of that page's rows in one grouped query: three queries whatever the page size.
 */
export async function listAdminUsers(db: Database, filter: AdminUsersFilter, page: { limit: number; offset: number }) {
  const order =
    filter.role === 'admin'
      ? [sql`${users.roleAddedAt} desc nulls last`, desc(users.createdAt), desc(users.id)]
      : [desc(users.createdAt), desc(users.id)];
  const rows = await selectRows(db)
    .where(filterWhere(filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return withReviewCounts(db, rows);
}

/** The filtered total and both tables' sizes (the section titles' counts) in one pass. */
export async function countAdminUsers(db: Database, filter: AdminUsersFilter) {
  const [row] = await db
    .select({
      total: sql<number>`count(*) filter (where ${filterWhere(filter)})::int`,
      admins: sql<number>`count(*) filter (where ${users.isAdmin})::int`,
      users: sql<number>`count(*) filter (where not ${users.isAdmin})::int`,
    })
    .from(users)
    .where(live);
  return row ?? { total: 0, admins: 0, users: 0 };
}

export async function findAdminUser(db: Database, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await selectRows(db)
    .where(and(live, eq(users.id, id)))
    .limit(1);
  return row ? (await withReviewCounts(db, [row]))[0] : undefined;
}
