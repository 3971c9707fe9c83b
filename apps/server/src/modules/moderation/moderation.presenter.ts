import { allowedStatusMoves, MODERATION_PAGE_SIZE, REPORT_STATUSES, ZReportTargetType } from '@suara/domain';
import { z } from 'zod';
import { REVIEW_STATUSES } from '../../db/schema/index.ts';
import { encodeCursor } from '../reviews/reviews.cursor.ts';
import { DELETED_USER } from '../users/users.presenter.ts';
import type { QueueRow, TicketRow } from './moderation.repository.ts';

/** Both lists page newest first on (a time, an id): the reviews' 'latest' cursor codec serves as is. */
export const MODERATION_ORDER = 'latest';

const ZStatus = z.enum(REVIEW_STATUSES);
const ZPreviewAuthor = z.object({ id: z.string(), name: z.string() });

/** What the reported thing is, as it is now; null once it is deleted. */
const ZPreview = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('review'), ticketNumber: z.number().int(), author: ZPreviewAuthor, excerpt: z.string(), status: ZStatus }),
  z.object({ kind: z.literal('comment'), reviewId: z.string(), isReply: z.boolean(), author: ZPreviewAuthor, excerpt: z.string() }),
  z.object({ kind: z.literal('user'), name: z.string(), username: z.string() }),
]);

export const ZModerationGroup = z.object({
  targetType: ZReportTargetType,
  targetId: z.string(),
  preview: ZPreview.nullable(),
  reportCount: z.number().int(),
  reasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  /** Whether the target is hidden from the public now (never for a user). */
  hidden: z.boolean(),
});
export type ModerationGroup = z.infer<typeof ZModerationGroup>;
export const ZModerationQueue = z.object({ items: z.array(ZModerationGroup), nextCursor: z.string().nullable() });

/** What a moderation action leaves: the target's visibility and how many open reports it closed. */
export const ZModerationResult = z.object({
  targetType: ZReportTargetType,
  targetId: z.string(),
  hidden: z.boolean(),
  closedReports: z.number().int(),
  reportStatus: z.enum(REPORT_STATUSES).nullable(),
});

const authorOf = (id: string, name: string, deletedAt: string | Date | null) => ({ id, name: deletedAt ? DELETED_USER.name : name });

function presentPreview(row: QueueRow): z.infer<typeof ZPreview> | null {
  if (row.review) {
    const r = row.review;
    return { kind: 'review', ticketNumber: Number(r.ticketNumber), author: authorOf(r.authorId, r.authorName, r.authorDeletedAt), excerpt: r.excerpt, status: r.status };
  }
  if (row.comment) {
    const c = row.comment;
    return { kind: 'comment', reviewId: c.reviewId, isReply: c.parentId !== null, author: authorOf(c.authorId, c.authorName, c.authorDeletedAt), excerpt: c.excerpt };
  }
  if (row.user) return row.user.deletedAt ? { kind: 'user', ...DELETED_USER } : { kind: 'user', name: row.user.name, username: row.user.username };
  return null;
}

/** A page from `limit + 1` groups. */
export function presentQueue(rows: QueueRow[], limit = MODERATION_PAGE_SIZE): z.infer<typeof ZModerationQueue> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      targetType: row.targetType,
      targetId: row.targetId,
      preview: presentPreview(row),
      reportCount: row.reportCount,
      reasons: row.reasons,
      firstReportedAt: row.firstReportedAt,
      lastReportedAt: row.lastReportedAt,
      hidden: row.review?.status === 'hidden' || row.comment?.hidden === true,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor({ sort: MODERATION_ORDER, values: [last.lastReportedAt, last.targetId] }) : null,
  };
}

export const ZTicket = z.object({
  id: z.string(),
  ticketNumber: z.number().int(),
  status: ZStatus,
  statusNote: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  createdAt: z.string(),
  author: ZPreviewAuthor,
  excerpt: z.string(),
  /** Where the status route may move it now (empty while hidden: a restore comes first). */
  allowedMoves: z.array(ZStatus),
});
export const ZTicketPage = z.object({ items: z.array(ZTicket), nextCursor: z.string().nullable() });

export function presentTicket(row: TicketRow): z.infer<typeof ZTicket> {
  return {
    id: row.id,
    ticketNumber: row.ticketNumber,
    status: row.status,
    statusNote: row.statusNote,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    author: authorOf(row.author.id, row.author.name, row.author.deletedAt),
    excerpt: row.excerpt,
    allowedMoves: allowedStatusMoves(row.status),
  };
}

export function presentTicketPage(rows: TicketRow[], limit = MODERATION_PAGE_SIZE): z.infer<typeof ZTicketPage> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(presentTicket),
    nextCursor: rows.length > limit && last ? encodeCursor({ sort: MODERATION_ORDER, values: [last.cursorAt, last.id] }) : null,
  };
}
