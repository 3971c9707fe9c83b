import { z } from 'zod';
import { REVIEW_LIFECYCLE, STATUS_NOTE_MAX, type ReviewStatusKey } from '../admin/moderation.ts';
import { ZPageCursor } from '../reviews/review-filter.ts';
import { daysInOrder } from '../shared/dates.ts';
import { ZDay } from '../shared/dates-schema.ts';
import { err } from '../shared/errors.ts';
import { optionalText, requiredText } from '../shared/text.ts';

// The operator loop (issue #18, section 2): a team's inbox, its official responses, the statuses its
// staff move a forwarded review through, and the rider's answer to 'resolved'.

/** The statuses an operator's staff move a review to, in lifecycle order. */
export const STAFF_STATUSES = ['acknowledged', 'in_progress', 'resolved'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** Where a review stands in a team's hands: from 'forwarded' until resolved. */
const IN_TEAM_HANDS: readonly ReviewStatusKey[] = ['forwarded', 'acknowledged', 'in_progress'];

/**
 * Where staff may move a review from `from`: forward only, skipping ahead allowed, and only once an
 * administrator has forwarded it; a resolved review moves again only when its rider reopens it.
 */
export function staffStatusMoves(from: ReviewStatusKey): StaffStatus[] {
  if (!IN_TEAM_HANDS.includes(from)) return [];
  return STAFF_STATUSES.filter((status) => STAFF_STATUSES.indexOf(status) > STAFF_STATUSES.indexOf(from as StaffStatus));
}

/** PUT /api/operator/reviews/:id/status: the new status, with an optional public note. */
export const ZStaffStatusBody = z.object({
  status: z.enum(STAFF_STATUSES, err('invalidValue')),
  note: optionalText(STATUS_NOTE_MAX, 'statusNoteTooLong'),
});
export type StaffStatusBody = z.infer<typeof ZStaffStatusBody>;

/** A rider may confirm or reopen a resolution for this long after it. */
export const REOPEN_DAYS = 14;
const DAY_MS = 86_400_000;

/** True while the rider may still answer the resolution made at `resolvedAt`. */
export const canAnswerResolution = (resolvedAt: Date, now: Date) => now.getTime() - resolvedAt.getTime() < REOPEN_DAYS * DAY_MS;

/** POST /api/reviews/:id/reopen: why it is not resolved (public, like a status note). */
export const ZReopenBody = z.object({ reason: requiredText(STATUS_NOTE_MAX, 'reopenReasonRequired', 'statusNoteTooLong') });

/** An official response's length limit, and how long its author may still correct it. */
export const RESPONSE_MAX = 2000;
export const RESPONSE_EDIT_MINUTES = 15;

/** True while the response posted at `createdAt` may still be edited. */
export const isResponseEditable = (createdAt: Date, now: Date) => now.getTime() - createdAt.getTime() < RESPONSE_EDIT_MINUTES * 60_000;

/** POST /api/operator/reviews/:id/responses and PATCH /api/operator/responses/:id. */
export const ZResponseBody = z.object({ body: requiredText(RESPONSE_MAX, 'responseRequired', 'responseTooLong') });

/** How a team's inbox is ordered: newest first, or the most 'me too'-ed first (then newest). */
export const INBOX_SORTS = ['newest', 'me_too'] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];
export const INBOX_PAGE_SIZE = 25;

const ZOptionalId = z.uuid(err('invalidValue')).optional();

/**
 * GET /api/operator/inbox: the public reviews about one team's operator (a forwarded one is the
 * team's 'New'), filtered; days are Malaysia days, both included.
 */
export const ZInboxQuery = z
  .object({
    team: z.uuid(err('invalidValue')),
    status: z.enum(REVIEW_LIFECYCLE, err('invalidValue')).optional(),
    route: ZOptionalId,
    stop: ZOptionalId,
    aspect: ZOptionalId,
    feeling: ZOptionalId,
    from: ZDay.optional(),
    to: ZDay.optional(),
    unanswered: z
      .enum(['true', 'false'], err('invalidValue'))
      .optional()
      .transform((value) => value === 'true'),
    sort: z.enum(INBOX_SORTS, err('invalidValue')).default('newest'),
    cursor: ZPageCursor,
  })
  .refine((q) => daysInOrder(q.from, q.to), { ...err('dateToBeforeFrom'), path: ['to'] });
export type InboxQuery = z.infer<typeof ZInboxQuery>;
