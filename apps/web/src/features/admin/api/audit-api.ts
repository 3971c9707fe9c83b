import type { AuditArea } from '@suara/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';

/** The audit log's filters as the tab holds them ('' for none; days as 'yyyy-MM-dd'). */
export type AuditFilters = { area: AuditArea | ''; actor: string; from: string; to: string };
export const NO_AUDIT_FILTERS: AuditFilters = { area: '', actor: '', from: '', to: '' };

export type AuditEntry = {
  id: string;
  createdAt: string;
  actor: { id: string; name: string; email: string } | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown> | null;
};

const filterQuery = (filters: AuditFilters) =>
  queryString({ area: filters.area || undefined, actor: filters.actor.trim() || undefined, from: filters.from || undefined, to: filters.to || undefined });

/** The CSV of the same entries (GET /api/admin/audit.csv). */
export const auditCsvPath = (filters: AuditFilters) => `/api/admin/audit.csv?${filterQuery(filters)}`;

export const auditQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit', filters],
    // The tab shows its own error with a retry.
    queryFn: ({ signal, pageParam }) =>
      apiRequest<{ items: AuditEntry[]; nextCursor: string | null }>(`/api/admin/audit?${filterQuery(filters)}${pageParam ? `&${queryString({ cursor: pageParam })}` : ''}`, {
        signal,
        toast: false,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
