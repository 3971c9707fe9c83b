import { z } from 'zod';
import { keysOf } from '../shared/enum.ts';
import { err } from '../shared/errors.ts';
import { SORT_OPTIONS } from './review-sort.ts';

// Apart from the options, so a page can read its sort without zod (docs/decisions.md, "Schemas apart").
export const ZSortKey = z.enum(keysOf(SORT_OPTIONS), err('invalidValue'));
