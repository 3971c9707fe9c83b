import { z } from 'zod';
import { ZReportTargetType } from '../community/reports.ts';
import { ZPageCursor } from '../reviews/review-filter.ts';
import { err } from '../shared/errors.ts';
import { optionalText } from '../shared/text.ts';

/**
 * The review lifecycle (ARCHITECTURE §4, extended by issue #18): submitted → verified → forwarded
 * (to the operator's team) → acknowledged → in progress → resolved, in this order; 'hidden' is
 * moderation's, outside the order.
 */
export const REVIEW_LIFECYCLE = ['submitted', 'verified', 'forwarded', 'acknowledged', 'in_progress', 'resolved'] as const;
export const REVIEW_STATUS_KEYS = [...REVIEW_LIFECYCLE, 'hidden'] as const;
export type ReviewStatusKey = (typeof REVIEW_STATUS_KEYS)[number];
export const ZReviewStatus = z.enum(REVIEW_STATUS_KEYS, err('invalidValue'));

/** Status names as riders read them. */
export const REVIEW_STATUS_NAMES = {
  submitted: { en: 'Submitted', ms: 'Dihantar' },
  verified: { en: 'Verified', ms: 'Disahkan' },
  forwarded: { en: 'Forwarded to operator', ms: 'Dimajukan kepada pengendali' },
  acknowledged: { en: 'Acknowledged by operator', ms: 'Diakui oleh pengendali' },
  in_progress: { en: 'In progress', ms: 'Dalam tindakan' },
  resolved: { en: 'Resolved', ms: 'Selesai' },
  hidden: { en: 'Hidden', ms: 'Disembunyikan' },
} as const satisfies Record<ReviewStatusKey, { en: string; ms: string }>;

/** The statuses only an operator's team gives: an administrator never speaks for the operator. */
const OPERATOR_STATUSES: readonly ReviewStatusKey[] = ['acknowledged', 'in_progress'];

/**
 * Where an administrator may move a review from `from`: forward along the lifecycle (skipping
 * ahead allowed, never back) but for the operator's own statuses, or to 'hidden' from any status.
 * A hidden review moves only by a moderation restore, so nothing here.
 */
export function allowedStatusMoves(from: ReviewStatusKey): ReviewStatusKey[] {
  if (from === 'hidden') return [];
  const at = REVIEW_LIFECYCLE.indexOf(from);
  return [...REVIEW_LIFECYCLE.slice(at + 1).filter((status) => !OPERATOR_STATUSES.includes(status)), 'hidden'];
}

/** The public note on a status move (ours: the spec is silent); shown to everyone who sees the review. */
export const STATUS_NOTE_MAX = 500;

/** PUT /api/admin/reviews/:id/status. */
export const ZReviewStatusBody = z.object({
  status: ZReviewStatus,
  note: optionalText(STATUS_NOTE_MAX, 'statusNoteTooLong'),
});
export type ReviewStatusBody = z.infer<typeof ZReviewStatusBody>;

/** Ticket numbers start at 100001; a query is the number, '#' allowed. */
const TICKET = /^#?\s*(\d{1,12})$/;

/** GET /api/admin/reviews: newest first, optionally one status and one ticket number. */
export const ZAdminReviewsQuery = z.object({
  status: ZReviewStatus.optional(),
  q: z
    .string(err('invalidValue'))
    .trim()
    .max(20, err('ticketNumberInvalid'))
    .refine((value) => value === '' || TICKET.test(value), err('ticketNumberInvalid'))
    .transform((value) => (value === '' ? undefined : Number(TICKET.exec(value)![1])))
    .optional(),
  cursor: ZPageCursor,
});
export type AdminReviewsQuery = z.infer<typeof ZAdminReviewsQuery>;

export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** GET /api/admin/reports: the queue of one report status (open unless asked), grouped by target. */
export const ZModerationQueueQuery = z.object({
  status: z.enum(REPORT_STATUSES, err('invalidValue')).default('open'),
  cursor: ZPageCursor,
});
export type ModerationQueueQuery = z.infer<typeof ZModerationQueueQuery>;

/**
 * What an administrator does with a reported target: hide it (its open reports become 'actioned'),
 * restore it (they become 'dismissed'), dismiss the reports (restoring what the reports alone had
 * hidden), or resolve them as 'actioned' leaving the target as it is (the only action besides
 * dismiss for a user, who cannot be hidden).
 */
export const MODERATION_ACTIONS = ['hide', 'restore', 'dismiss', 'resolve'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const ZModerationActionBody = z.object({ action: z.enum(MODERATION_ACTIONS, err('invalidValue')) });

export const ZModerationTarget = z.object({ targetType: ZReportTargetType, targetId: z.uuid(err('invalidValue')) });

/** PUT /api/admin/reviews/:id/visibility and /api/admin/comments/:id/visibility. */
export const ZVisibilityBody = z.object({ hidden: z.boolean(err('invalidValue')) });

/** Open reports from this many different users with a verified e-mail hide the target until an admin looks. */
export const AUTO_HIDE_REPORTERS = 3;

/** Reports queue and tickets list page size. */
export const MODERATION_PAGE_SIZE = 20;
