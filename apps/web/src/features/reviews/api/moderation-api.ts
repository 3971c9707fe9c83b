import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * An administrator's hide or restore from the review dialog (issue #7): PUT
 * /api/admin/reviews/:id/visibility and /api/admin/comments/:id/visibility. Every review view refreshes.
 */
export function useSetVisibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, hidden }: { kind: 'review' | 'comment'; id: string; hidden: boolean }) =>
      apiRequest<{ hidden: boolean }>(`/api/admin/${kind}s/${encodeURIComponent(id)}/visibility`, { method: 'PUT', json: { hidden } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['reviews'] });
      void client.invalidateQueries({ queryKey: ['users'] });
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
