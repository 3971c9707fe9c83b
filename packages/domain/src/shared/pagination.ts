import { z } from 'zod';
import { err } from './errors.ts';

// Generic paged table (spec §9): 5 (default), 10, 25 or All rows.
export const TABLE_PAGE_SIZES = [5, 10, 25, 'all'] as const;
export const DEFAULT_TABLE_PAGE_SIZE = 5;
export const TABLE_PAGE_SIZE_ALL_LABEL = { en: 'All', ms: 'Semua' } as const;

/** Query-string digits ('10') as numbers; anything else as it came. */
export const digitsAsNumber = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

/** Accepts numbers or query-string digits ('10') and 'all'. */
export const ZTablePageSize = z.preprocess(digitsAsNumber, z.literal(TABLE_PAGE_SIZES, err('tablePageSizeInvalid')));
export type TablePageSize = z.infer<typeof ZTablePageSize>;
