import { z } from 'zod';
import { ZPageCursor } from '../reviews/review-filter.ts';
import { daysInOrder } from '../shared/dates.ts';
import { ZDay } from '../shared/dates-schema.ts';
import { err } from '../shared/errors.ts';
import { optionalText } from '../shared/text.ts';

/**
 * What an audit entry is about, the first part of its action ('review.hide', 'admin.grant'): the
 * audit log's filter. 'admin' is the administrator role itself; 'reply' a comment's reply.
 */
export const AUDIT_AREAS = ['review', 'comment', 'reply', 'user', 'admin', 'operator', 'poster', 'team'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

/** Entries a page of the audit log holds. */
export const AUDIT_PAGE_SIZE = 50;
/** The longest text the actor filter takes (a name or an e-mail). */
export const AUDIT_ACTOR_MAX = 120;

/** The audit log's filters (GET /api/admin/audit and its CSV): days are Malaysia days, both included. */
export const auditFilterShape = {
  area: z.enum(AUDIT_AREAS, err('invalidValue')).optional(),
  actor: optionalText(AUDIT_ACTOR_MAX, 'invalidValue'),
  from: ZDay.optional(),
  to: ZDay.optional(),
};

const inOrder = (q: { from?: string; to?: string }) => daysInOrder(q.from, q.to);
const toBeforeFrom = { ...err('dateToBeforeFrom'), path: ['to'] };

export const ZAuditFilter = z.object(auditFilterShape).refine(inOrder, toBeforeFrom);
export const ZAuditQuery = z.object({ ...auditFilterShape, cursor: ZPageCursor }).refine(inOrder, toBeforeFrom);
export type AuditFilter = z.infer<typeof ZAuditFilter>;
