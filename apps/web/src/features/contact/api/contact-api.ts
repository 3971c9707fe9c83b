import type { ContactBody } from '@suara/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contact (spec §7 /contact). The form shows failures itself, so no automatic toast. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBody) => apiRequest<{ id: string }>('/api/contact', { method: 'POST', json: body, toast: false }),
  });
}
