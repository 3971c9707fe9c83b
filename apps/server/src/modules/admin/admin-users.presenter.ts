import { z } from 'zod';
import type { AdminUserRow } from './admin-users.repository.ts';

/** Who granted or removed a role; null when it was the command line (or the account is gone). */
const ZRoleActor = z.object({ id: z.string(), name: z.string(), username: z.string() }).nullable();

/**
 * A row of the admin people tables. Only administrators see it, so the e-mail and phone are here;
 * the response schema still drops anything not listed (never a password or token hash).
 */
export const ZAdminUser = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  reviewCount: z.number().int(),
  language: z.string(),
  location: z.string().nullable(),
  role: z.object({
    isAdmin: z.boolean(),
    super: z.boolean(),
    addedBy: ZRoleActor,
    addedAt: z.string().nullable(),
    removedBy: ZRoleActor,
    removedAt: z.string().nullable(),
  }),
});
export type AdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUsersPage = z.object({
  items: z.array(ZAdminUser),
  /** Rows matching the role and e-mail filter. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.union([z.number().int(), z.literal('all')]),
  /** True when 'All' stopped at the cap before `total`. */
  capped: z.boolean(),
  /** Sizes of both tables, unfiltered (the section titles). */
  counts: z.object({ admins: z.number().int(), users: z.number().int() }),
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const actor = (id: string | null, name: string | null, username: string | null) =>
  id && name !== null && username !== null ? { id, name, username } : null;

export function presentAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    phone: row.phone,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    reviewCount: row.reviewCount,
    language: row.language,
    location: row.location,
    role: {
      isAdmin: row.isAdmin,
      super: row.isSuper,
      addedBy: actor(row.addedById, row.addedByName, row.addedByUsername),
      addedAt: iso(row.roleAddedAt),
      removedBy: actor(row.removedById, row.removedByName, row.removedByUsername),
      removedAt: iso(row.roleRemovedAt),
    },
  };
}
