// Test helpers (not exported from the package).
import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from './shared/errors.ts';

/** Field → first code, or {} when the value is valid. */
export function errorsOf(schema: z.ZodType, value: unknown): FieldErrors {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

/** Every issue message (code) in order, for checking rule order on one value. */
export function allCodes(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** Parses and returns the output, failing loudly with the codes when invalid. */
export function parseOk<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`expected valid, got ${JSON.stringify(fieldErrors(result.error))}`);
  return result.data;
}
