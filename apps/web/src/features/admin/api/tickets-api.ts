import type { ReviewStatusKey } from '@suara/domain';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import type { ReviewStatus } from '../../../lib/review-format';

/*
 * The tickets tab (issue #7): GET /api/admin/reviews (every live review, newest first, by status
 * and ticket number) and PUT /api/admin/reviews/:id/status (move it with an optional public note).
 */

export type Ticket = {
  id: string;
  ticketNumber: number;
  status: ReviewStatus;
  statusNote: string | null;
  statusChangedAt: string | null;
  createdAt: string;
  author: { id: string; name: string };
  excerpt: string;
  allowedMoves: ReviewStatus[];
};

export type TicketPage = { items: Ticket[]; nextCursor: string | null };
export type TicketFilter = { status: ReviewStatusKey | null; q: string };

export const ticketsQueryOptions = ({ status, q }: TicketFilter) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'tickets', status, q],
    queryFn: ({ signal, pageParam }) =>
      apiRequest<TicketPage>(`/api/admin/reviews?${queryString({ status: status ?? undefined, q, cursor: pageParam ?? undefined })}`, {
        signal,
        toast: false,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Moves a ticket; the dialog shows a refusal itself. The lists and the review's views refresh. */
export function useMoveTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: string; status: ReviewStatus; note: string }) =>
      apiRequest<Ticket>(`/api/admin/reviews/${encodeURIComponent(id)}/status`, { method: 'PUT', json: { status, note: note.trim() || null }, toast: false }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
      void client.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}
