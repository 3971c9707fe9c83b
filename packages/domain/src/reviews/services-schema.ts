import { z } from 'zod';
import { keysOf } from '../shared/enum.ts';
import { err } from '../shared/errors.ts';
import { SERVICES } from './services.ts';

// Apart from the list, so a page that only shows services loads without zod (docs/decisions.md, "Schemas apart").
export const ZServiceKey = z.enum(keysOf(SERVICES), err('serviceRequired'));
