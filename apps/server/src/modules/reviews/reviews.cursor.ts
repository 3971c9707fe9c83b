import { messageText, type SortKey } from '@suara/domain';
import { AppError } from '../../lib/app-error.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A column of a sort's keyset. */
export type KeyField = 'createdAt' | 'id' | 'score' | 'negScore' | 'commentCount' | 'likeCount' | 'unlikeCount' | 'meTooCount';

/** The browse sorts, and an operator inbox's 'most me too' order (issue #18). */
export type CursorSort = SortKey | 'meToo';

/**
 * Each sort's keyset in its index's column order: the list orders by these columns and pages
 * with one row comparison on them. The id comes last and breaks ties (UUIDv7: creation order).
 */
export const SORT_KEYSETS = {
  latest: ['createdAt', 'id'],
  earliest: ['createdAt', 'id'],
  positive: ['score', 'createdAt', 'id'],
  critical: ['negScore', 'createdAt', 'id'],
  discussed: ['commentCount', 'id'],
  upvotes: ['likeCount', 'id'],
  downvotes: ['unlikeCount', 'id'],
  meToo: ['meTooCount', 'createdAt', 'id'],
} as const satisfies Record<CursorSort, readonly KeyField[]>;

/** Where a page ended: the sort and its keyset's values in the last row (a time as text to the microsecond). */
export type ListCursor = { sort: CursorSort; values: (string | number)[] };

/** What a cursor is made from; `cursorCreatedAt` is created_at as text, since a JS Date keeps milliseconds only. */
export type CursorSource = { id: string; cursorCreatedAt: string; score: number; commentCount: number; likeCount: number; unlikeCount: number; meTooCount: number };

export function cursorAfter(sort: CursorSort, row: CursorSource): ListCursor {
  const value: Record<KeyField, string | number> = {
    createdAt: row.cursorCreatedAt,
    id: row.id,
    score: row.score,
    negScore: -row.score,
    commentCount: row.commentCount,
    likeCount: row.likeCount,
    unlikeCount: row.unlikeCount,
    meTooCount: row.meTooCount,
  };
  return { sort, values: SORT_KEYSETS[sort].map((field) => value[field]) };
}

export const encodeCursor = ({ sort, values }: ListCursor) => Buffer.from([sort, ...values].join('|'), 'utf8').toString('base64url');

const TIME = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const INTEGER = /^-?\d{1,10}$/;
const INT_MAX = 2 ** 31 - 1;

// Every value is checked so that nothing a client sends can make the database's casts fail.
const isTime = (text: string) => {
  const ms = Date.parse(text);
  // Date.parse rolls 30 February over into March: the text must name the instant it parses to.
  return TIME.test(text) && !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === text.slice(0, 19);
};

function parseValue(field: KeyField, text: string): string | number | undefined {
  if (field === 'createdAt') return isTime(text) ? text : undefined;
  if (field === 'id') return UUID.test(text) ? text : undefined;
  const number = Number(text);
  return INTEGER.test(text) && Math.abs(number) <= INT_MAX ? number : undefined;
}

export const invalidCursor = () =>
  new AppError(422, 'validation_failed', messageText('pageLinkInvalid', 'en'), { cursor: 'pageLinkInvalid' });

/** The cursor `value` for a list in `sort`; garbage, a tampered value or another sort's cursor is a 422. */
export function decodeCursor(value: string, sort: CursorSort): ListCursor {
  const [cursorSort, ...parts] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const fields: readonly KeyField[] = SORT_KEYSETS[sort];
  if (cursorSort !== sort || parts.length !== fields.length) throw invalidCursor();
  const values = fields.map((field, i) => parseValue(field, parts[i]!));
  if (values.some((v) => v === undefined)) throw invalidCursor();
  return { sort, values: values as (string | number)[] };
}
