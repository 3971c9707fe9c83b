import { z } from 'zod';
import { ZPageCursor } from '../reviews/review-filter.ts';
import { OPERATOR_MAX } from '../reviews/review-limits.ts';
import { err } from '../shared/errors.ts';
import { digitsAsNumber } from '../shared/pagination.ts';
import { requiredText } from '../shared/text.ts';

// Operators as entities: who runs a service, matched from the free text riders type.

/** What an operator runs; lets lists group rail and bus operators apart from taxis and e-hailing. */
export const OPERATOR_KINDS = ['transit', 'express-bus', 'taxi', 'e-hailing', 'car-sharing', 'other'] as const;
export type OperatorKind = (typeof OPERATOR_KINDS)[number];

/**
 * The form of an operator name that matching compares: letters and digits only, lower case, accents
 * dropped. 'Rapid KL', 'RapidKL', 'rapid-kl' and ' RAPID  kl ' are one key; a name with no letter or
 * digit has the empty key, which matches nothing.
 */
export function operatorKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The operator id `name` stands for, by its key in `aliases` (key → operator id); undefined when none. */
export function matchOperator(name: string | null | undefined, aliases: ReadonlyMap<string, string>): string | undefined {
  const key = name ? operatorKey(name) : '';
  return key ? aliases.get(key) : undefined;
}

/** A URL slug for an operator's pages: 'Express Rail Link (ERL)' → 'express-rail-link-erl'. */
export function operatorSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

const ZOperatorName = requiredText(OPERATOR_MAX, 'invalidValue', 'operatorTooLong').refine((name) => operatorKey(name) !== '', err('invalidValue'));

/** POST /api/admin/operators: a new operator; its name and `aliases` match reviews from then on and in the past. */
export const ZOperatorCreateBody = z.object({
  name: ZOperatorName,
  kind: z.enum(OPERATOR_KINDS, err('invalidValue')).default('transit'),
  aliases: z.array(ZOperatorName, err('invalidValue')).max(20, err('invalidValue')).default([]),
});
export type OperatorCreateBody = z.infer<typeof ZOperatorCreateBody>;

/** POST /api/admin/operators/{id}/aliases: another name riders use for the operator. */
export const ZOperatorAliasBody = z.object({ name: ZOperatorName });
export type OperatorAliasBody = z.infer<typeof ZOperatorAliasBody>;

export const UNMATCHED_OPERATORS_PAGE_SIZE = 50;

/** GET /api/admin/operators/unmatched: the names no operator matched, most reviews first. */
export const ZUnmatchedOperatorsQuery = z.object({
  /** Any part of the name, ignoring case. */
  q: z.string(err('invalidValue')).trim().max(OPERATOR_MAX, err('operatorTooLong')).optional(),
  cursor: ZPageCursor,
  limit: z
    .preprocess(digitsAsNumber, z.number(err('invalidValue')).int(err('invalidValue')).min(1, err('invalidValue')).max(200, err('invalidValue')))
    .default(UNMATCHED_OPERATORS_PAGE_SIZE),
});
export type UnmatchedOperatorsQuery = z.infer<typeof ZUnmatchedOperatorsQuery>;
