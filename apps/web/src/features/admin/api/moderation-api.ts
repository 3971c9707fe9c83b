import type { ModerationAction, ReportStatus, ReportTargetType } from '@suara/domain';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import type { ReviewStatus } from '../../../lib/review-format';

/*
 * The moderation tab (issue #7): GET /api/admin/reports (reports grouped by target, keyset pages)
 * and PUT /api/admin/reports/:targetType/:targetId (hide, restore, dismiss, resolve).
 */

type PreviewAuthor = { id: string; name: string };

export type ModerationPreview =
  | { kind: 'review'; ticketNumber: number; author: PreviewAuthor; excerpt: string; status: ReviewStatus }
  | { kind: 'comment'; reviewId: string; isReply: boolean; author: PreviewAuthor; excerpt: string }
  | { kind: 'user'; name: string; username: string };

export type ModerationGroup = {
  targetType: ReportTargetType;
  targetId: string;
  /** Null once the target is deleted. */
  preview: ModerationPreview | null;
  reportCount: number;
  reasons: { reason: string; count: number }[];
  firstReportedAt: string;
  lastReportedAt: string;
  hidden: boolean;
};

export type ModerationQueuePage = { items: ModerationGroup[]; nextCursor: string | null };
export type ModerationResult = { targetType: ReportTargetType; targetId: string; hidden: boolean; closedReports: number; reportStatus: ReportStatus | null };

const moderationKey = ['admin', 'moderation'] as const;

export const moderationQueueQueryOptions = (status: ReportStatus) =>
  infiniteQueryOptions({
    queryKey: [...moderationKey, status],
    // The tab shows its own error with a retry.
    queryFn: ({ signal, pageParam }) =>
      apiRequest<ModerationQueuePage>(`/api/admin/reports?${queryString({ status, cursor: pageParam ?? undefined })}`, { signal, toast: false }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** One action on a target; the queue, the tickets and every review view refresh. */
export function useModerationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ targetType, targetId, action }: { targetType: ReportTargetType; targetId: string; action: ModerationAction }) =>
      apiRequest<ModerationResult>(`/api/admin/reports/${targetType}/${encodeURIComponent(targetId)}`, { method: 'PUT', json: { action } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
      void client.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}
