import { operatorKey, type OperatorCreateBody, type OperatorKind } from '@suara/domain';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest, isApiError, queryString } from '../../../lib/api-client';

/*
 * The operators tab (issue #17 section 1): GET /api/admin/operators/unmatched (the names riders typed
 * that no operator matched, most reviews first), POST /api/admin/operators/:id/aliases (map a name to
 * an operator), POST /api/admin/operators (add one) and GET /api/operators (the picker). Mapping or
 * adding links every past review whose name has the same key, so every such spelling leaves the list.
 */

export type UnmatchedName = { name: string; reviewCount: number };
export type UnmatchedPage = { items: UnmatchedName[]; nextCursor: string | null };
export type Operator = { id: string; slug: string; name: string; kind: OperatorKind };
export type OperatorLinked = { operator: Operator; reviewsLinked: number };

const unmatchedKey = ['admin', 'operators', 'unmatched'] as const;
const operatorsKey = ['admin', 'operators', 'list'] as const;

export const unmatchedOperatorsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...unmatchedKey, q],
    // The tab shows failures itself: a bad search beside the field, anything else with a retry.
    queryFn: ({ signal, pageParam }) =>
      apiRequest<UnmatchedPage>(`/api/admin/operators/unmatched?${queryString({ q, cursor: pageParam ?? undefined })}`, { signal, toast: false }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const operatorsQueryOptions = () =>
  queryOptions({
    queryKey: operatorsKey,
    queryFn: ({ signal }) => apiRequest<{ items: Operator[] }>('/api/operators', { signal, toast: false }).then((r) => r.items),
    // The server lets browsers keep the list 5 minutes, so a refetch would not see an operator just
    // added: useAddOperator puts it in the cache itself.
    staleTime: 5 * 60_000,
  });

/** Takes the resolved names' keys out of every cached page at once, then asks the server again. */
function useSettleNames() {
  const client = useQueryClient();
  return (names: string[]) => {
    const keys = new Set(names.map(operatorKey));
    client.setQueriesData<InfiniteData<UnmatchedPage>>({ queryKey: unmatchedKey }, (data) =>
      data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => !keys.has(operatorKey(item.name))) })) },
    );
    return client.invalidateQueries({ queryKey: unmatchedKey });
  };
}

/** Maps `name` to an existing operator (it becomes an alias); the dialog shows a refusal itself. */
export function useMapOperatorName() {
  const settle = useSettleNames();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ operator, name }: { operator: Operator; name: string }) =>
      apiRequest<OperatorLinked & { added: boolean }>(`/api/admin/operators/${encodeURIComponent(operator.id)}/aliases`, {
        method: 'POST',
        json: { name },
        toast: false,
      }),
    onSuccess: (_data, { name }) => void settle([name]),
    // 409: another administrator resolved the name meanwhile; 404: the operator is gone.
    onError: (error) => {
      if (isApiError(error) && (error.status === 404 || error.status === 409)) {
        void client.invalidateQueries({ queryKey: unmatchedKey });
        void client.invalidateQueries({ queryKey: operatorsKey });
      }
    },
  });
}

/** Adds an operator known by its name and aliases; the form shows field errors itself. */
export function useAddOperator() {
  const settle = useSettleNames();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorCreateBody) => apiRequest<OperatorLinked>('/api/admin/operators', { method: 'POST', json: body, toast: false }),
    onSuccess: ({ operator }, body) => {
      client.setQueryData<Operator[]>(operatorsKey, (list) => list && [...list, operator].sort((a, b) => a.name.localeCompare(b.name)));
      void settle([body.name, ...body.aliases]);
    },
  });
}
