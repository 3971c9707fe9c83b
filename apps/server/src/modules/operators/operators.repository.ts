import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { containsIgnoringCase } from '../../db/like-pattern.ts';
import { auditLog, operatorAliases, operators, reviews } from '../../db/schema/index.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type NewOperator = typeof operators.$inferInsert;
export type NewAlias = typeof operatorAliases.$inferInsert;

const publicColumns = { id: operators.id, slug: operators.slug, name: operators.name, kind: operators.kind };

export const listOperators = (db: Database) => db.select(publicColumns).from(operators).orderBy(asc(operators.name));

export async function findOperator(db: Database, id: string) {
  const [row] = await db.select(publicColumns).from(operators).where(eq(operators.id, id));
  return row;
}

export async function operatorIdOfKey(db: Database, key: string): Promise<string | undefined> {
  const [row] = await db.select({ operatorId: operatorAliases.operatorId }).from(operatorAliases).where(eq(operatorAliases.key, key));
  return row?.operatorId;
}

/** Every alias key → its operator id: for matching many names at once (the back-fill, an import). */
export async function aliasIndex(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ key: operatorAliases.key, operatorId: operatorAliases.operatorId }).from(operatorAliases);
  return new Map(rows.map((r) => [r.key, r.operatorId]));
}

/** Inserts operators, or updates the name and kind of those whose slug exists; answers every row's id. */
export function upsertOperators(db: Database, rows: NewOperator[]) {
  return db
    .insert(operators)
    .values(rows)
    .onConflictDoUpdate({ target: operators.slug, set: { name: sql`excluded.name`, kind: sql`excluded.kind` } })
    .returning({ id: operators.id, slug: operators.slug });
}

export async function insertOperator(db: Database, row: NewOperator) {
  const [saved] = await db.insert(operators).values(row).returning(publicColumns);
  return saved!;
}

/** Adds aliases whose key is free; a key another operator holds keeps its operator. Answers the keys added. */
export async function addAliases(db: Database, rows: NewAlias[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const added = await db.insert(operatorAliases).values(rows).onConflictDoNothing().returning({ key: operatorAliases.key });
  return added.map((r) => r.key);
}

export async function aliasOwner(db: Database, key: string) {
  const [row] = await db
    .select({ operatorId: operatorAliases.operatorId, name: operators.name })
    .from(operatorAliases)
    .innerJoin(operators, eq(operators.id, operatorAliases.operatorId))
    .where(eq(operatorAliases.key, key));
  return row;
}

const unmatched = and(isNull(reviews.operatorId), isNotNull(reviews.operatorName));

/**
 * The distinct operator texts no operator matched. A skip scan of reviews_operator_unmatched_idx
 * (each step the next name after the last): one index probe per name, however many reviews share
 * it, so every start-up can afford it.
 */
export async function unmatchedNames(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`
    with recursive names(name) as (
      (select operator_name from ${reviews} where operator_id is null and operator_name is not null order by operator_name limit 1)
      union all
      select (select operator_name from ${reviews} where operator_id is null and operator_name > names.name order by operator_name limit 1)
      from names where names.name is not null
    )
    select name from names where name is not null`,
  );
  return rows.map((r) => r.name);
}

/**
 * Links every unmatched review whose text is one of `links`' names to that name's operator, in one
 * UPDATE: the pairs travel as one JSON parameter, which PGlite and node-postgres pass alike.
 */
export async function linkReviews(db: Database, links: { name: string; operatorId: string }[]): Promise<number> {
  if (links.length === 0) return 0;
  const result = await db.execute(sql`
    update ${reviews} set operator_id = m.operator_id
    from jsonb_to_recordset(${JSON.stringify(links.map((l) => ({ name: l.name, operator_id: l.operatorId })))}::jsonb) as m(name text, operator_id uuid)
    where ${reviews.operatorId} is null and ${reviews.operatorName} = m.name`);
  // PGlite answers affectedRows, node-postgres rowCount.
  const counts = result as unknown as { rowCount?: number | null; affectedRows?: number };
  return counts.rowCount ?? counts.affectedRows ?? 0;
}

export type UnmatchedKeyset = { reviewCount: number; name: string };

/** One page of the unmatched names with their live reviews, most reviews first, then by name. */
export async function listUnmatched(db: Database, { q, after, limit }: { q?: string; after?: UnmatchedKeyset; limit: number }) {
  const reviewCount = sql<number>`count(*)::int`;
  return db
    .select({ name: sql<string>`${reviews.operatorName}`, reviewCount })
    .from(reviews)
    .where(and(unmatched, isNull(reviews.deletedAt), q ? containsIgnoringCase(reviews.operatorName, q) : undefined))
    .groupBy(reviews.operatorName)
    .having(after ? sql`(-count(*), ${reviews.operatorName}) > (${-after.reviewCount}, ${after.name})` : undefined)
    .orderBy(sql`count(*) desc`, asc(reviews.operatorName))
    .limit(limit);
}

/** An administrator's change to the operator list is audited, like every admin action. */
export async function recordOperatorChange(db: Database, actorId: string, action: 'operator.create' | 'operator.alias', operatorId: string, details: Record<string, unknown>) {
  await db.insert(auditLog).values({ actorId, action, targetType: 'operator', targetId: operatorId, details });
}

export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
