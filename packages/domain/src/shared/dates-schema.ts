import { z } from 'zod';
import { isIsoDate } from './dates.ts';
import { err } from './errors.ts';

// Apart from the date helpers, so a page that only formats dates loads without zod (docs/decisions.md,
// "Schemas apart").

/** A day filter's value: a real 'yyyy-MM-dd' (the scorecards', the audit log's). */
export const ZDay = z.string(err('dateInvalid')).refine(isIsoDate, err('dateInvalid'));
