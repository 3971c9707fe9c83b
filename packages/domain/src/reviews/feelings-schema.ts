import { z } from 'zod';
import { keysOf } from '../shared/enum.ts';
import { err } from '../shared/errors.ts';
import { FEELING_MAX, FEELING_MIN, FEELINGS } from './feelings.ts';

// Apart from the list, so a page that only shows feelings loads without zod (docs/decisions.md, "Schemas apart").
export const ZFeelingKey = z.enum(keysOf(FEELINGS), err('feelingRequired'));
export const ZFeelingScore = z
  .number(err('feelingRequired'))
  .int(err('feelingRequired'))
  .min(FEELING_MIN, err('feelingRequired'))
  .max(FEELING_MAX, err('feelingRequired'));
