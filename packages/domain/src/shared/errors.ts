import type { z } from 'zod';
import { isMessageCode, type MessageCode } from './messages.ts';

/** Zod error option carrying a message code; typed so a misspelt code fails to compile. */
export function err(code: MessageCode): { error: MessageCode } {
  return { error: code };
}

/** Key under which issues about the whole form (empty path) are reported. */
export const FORM_ERROR_KEY = '_form';

/** Field path ('location.latitude') → message code of that field's first failed rule. */
export type FieldErrors = Partial<Record<string, MessageCode>>;

/**
 * Issues come in rule order (fields in schema order, checks in declaration order),
 * so keeping the first issue per path gives the message the spec wants shown first.
 * Issues not raised by our schemas (no known code) map to 'invalidValue'.
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join('.');
    if (fields[key] === undefined) {
      fields[key] = isMessageCode(issue.message) ? issue.message : 'invalidValue';
    }
  }
  return fields;
}

/** The code of the first issue overall, for places that show a single message (toasts, alerts). */
export function firstErrorCode(error: z.ZodError): MessageCode {
  const message = error.issues[0]?.message;
  return isMessageCode(message) ? message : 'invalidValue';
}
