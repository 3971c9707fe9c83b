import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';

/** A LIKE pattern for `text` anywhere, its % _ and \ taken literally (backslash is LIKE's escape). */
export const containingPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column` matches the LIKE `pattern`, ignoring case; lower(column) is what the trigram GIN indexes hold. */
export const likeIgnoringCase = (column: AnyColumn, pattern: string | Placeholder | SQL) => sql`lower(${column}) like lower(${pattern})`;

/** `column` contains `text`, ignoring case. */
export const containsIgnoringCase = (column: AnyColumn, text: string) => likeIgnoringCase(column, containingPattern(text));
