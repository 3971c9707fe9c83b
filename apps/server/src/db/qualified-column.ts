import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `"table"."column"`, always. drizzle writes a column bare in the select list of a query without
 * joins, so inside a correlated subquery there it would name the subquery's own column of that name
 * (a.id for reviews.id) instead of the outer row's.
 */
export const qualified = (column: AnyColumn): SQL => sql`${column.table}.${sql.identifier(column.name)}`;
