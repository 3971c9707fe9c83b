import { sql, type AnyColumn } from 'drizzle-orm';

/** A LIKE pattern for `text` anywhere, its % _ and \ taken literally (backslash is LIKE's escape). */
export const containingPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column` contains `text`, ignoring case; lower(column) is what the trigram GIN indexes hold. */
export const containsIgnoringCase = (column: AnyColumn, text: string) => sql`lower(${column}) like lower(${containingPattern(text)})`;
