import type { AdminUserRole, TablePageSize } from '@suara/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';

/*
 * The people tab (spec §6): GET /api/admin/users (one page of administrators or users, with both
 * tables' sizes) and PUT /api/admin/users/:id/admin (give or remove the privilege). Both tables
 * live under ['admin', 'people'] so a role change refreshes them together.
 */

type RoleActor = { id: string; name: string; username: string } | null;

export type AdminUser = {
  id: string;
  name: string;
  username: string;
  email: string | null;
  phone: string | null;
  emailVerified: boolean;
  createdAt: string;
  reviewCount: number;
  language: string;
  location: string | null;
  role: { isAdmin: boolean; super: boolean; addedBy: RoleActor; addedAt: string | null; removedBy: RoleActor; removedAt: string | null };
};

export type AdminUsersPage = {
  items: AdminUser[];
  total: number;
  page: number;
  pageSize: TablePageSize;
  /** 'All' stopped at the server's cap before `total`. */
  capped: boolean;
  counts: { admins: number; users: number };
};

export type AdminUsersParams = { role: AdminUserRole; q: string; page: number; pageSize: TablePageSize };

const peopleKey = ['admin', 'people'] as const;

export const peopleApi = {
  // The tables show their own error with a retry, so no toast for the lists.
  list: ({ role, q, page, pageSize }: AdminUsersParams, signal?: AbortSignal) =>
    apiRequest<AdminUsersPage>(`/api/admin/users?${queryString({ role, q: q.trim(), page: String(page), pageSize: String(pageSize) })}`, {
      signal,
      toast: false,
    }),
  // The dialog shows a refusal ('Not Allowed!') itself.
  setAdmin: ({ id, isAdmin }: { id: string; isAdmin: boolean }) =>
    apiRequest<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}/admin`, { method: 'PUT', json: { isAdmin }, toast: false }),
};

export const adminUsersQueryOptions = (params: AdminUsersParams) =>
  queryOptions({
    queryKey: [...peopleKey, params],
    queryFn: ({ signal }) => peopleApi.list(params, signal),
    // The previous page stays while the next loads: the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useSetAdminRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: peopleApi.setAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKey }),
  });
}
