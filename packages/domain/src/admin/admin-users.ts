import { z } from 'zod';
import { EMAIL_MAX } from '../accounts/fields.ts';
import { err } from '../shared/errors.ts';
import { DEFAULT_TABLE_PAGE_SIZE, digitsAsNumber, ZTablePageSize } from '../shared/pagination.ts';

// The admin dashboard's people tables (spec §6): administrators and users, paged 5/10/25/All.

export const ADMIN_USER_ROLES = ['admin', 'user'] as const;
export type AdminUserRole = (typeof ADMIN_USER_ROLES)[number];

/** 'All' rows is bounded: past this many the reader narrows with find-by-email (the CSV download has everyone). */
export const ADMIN_USERS_ALL_CAP = 1000;
/** Offsets past this are never a real page (and would only make the database count rows). */
export const ADMIN_USERS_PAGE_MAX = 10_000;

/** GET /api/admin/users: query-string values, so numbers may come as digits. */
export const ZAdminUsersQuery = z.object({
  role: z.enum(ADMIN_USER_ROLES, err('invalidValue')).default('user'),
  /** Any part of the e-mail, ignoring case. */
  q: z.string(err('invalidValue')).trim().max(EMAIL_MAX, err('emailTooLong')).optional(),
  page: z.preprocess(digitsAsNumber, z.number(err('tablePageInvalid')).int(err('tablePageInvalid')).min(1, err('tablePageInvalid')).max(ADMIN_USERS_PAGE_MAX, err('tablePageInvalid'))).default(1),
  pageSize: ZTablePageSize.default(DEFAULT_TABLE_PAGE_SIZE),
});
export type AdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

/** PUT /api/admin/users/:id/admin. */
export const ZAdminRoleBody = z.object({ isAdmin: z.boolean(err('invalidValue')) });
export type AdminRoleBody = z.infer<typeof ZAdminRoleBody>;
