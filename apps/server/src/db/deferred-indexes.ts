import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { rowsOf } from './rows-of.ts';

type Definition = { name: string; definition: string };
type ForeignKey = Definition & { table: string };

/** `array['a', 'b']::regclass[]`: drizzle would write a JS array as a list, not one array. */
const regclasses = (names: string[]) => sql`array[${sql.join(names.map((name) => sql`${name}`), sql`, `)}]::regclass[]`;

/** The tables' indexes that enforce nothing (not primary keys, not unique), as CREATE INDEX statements. */
async function plainIndexes(tx: Database, names: string[]): Promise<Definition[]> {
  return rowsOf<Definition>(
    tx,
    sql`
      select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = any(${regclasses(names)}) and not i.indisprimary and not i.indisunique
      order by c.relname`,
  );
}

/** The foreign keys the tables hold (not those pointing at them), with their definitions. */
async function foreignKeys(tx: Database, names: string[]): Promise<ForeignKey[]> {
  return rowsOf<ForeignKey>(
    tx,
    sql`
      select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint
      where contype = 'f' and conrelid = any(${regclasses(names)})
      order by conrelid::regclass::text, conname`,
  );
}

/**
 * Runs `load` with the plain indexes and the foreign keys of `tables` dropped, then builds them again
 * from their own definitions, as pg_restore does: an index built from the whole table and a key checked
 * by one join take a fraction of the time they cost row by row. Everything happens in the caller's
 * transaction, so a failure anywhere (a row that breaks a key included) rolls the drops back too.
 * Primary keys and unique indexes stay, and keep enforcing what they enforce during the load. Building
 * an index reads the whole table: the connection's statement timeout must allow it.
 */
export async function withIndexesDeferred<T>(
  tx: Database,
  tables: readonly PgTable[],
  load: () => Promise<T>,
  onRebuilt?: (done: number, total: number) => void,
): Promise<T> {
  const names = tables.map((table) => getTableName(table));
  const indexes = await plainIndexes(tx, names);
  const keys = await foreignKeys(tx, names);
  for (const key of keys) await tx.execute(sql`alter table ${sql.identifier(key.table)} drop constraint ${sql.identifier(key.name)}`);
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);

  const result = await load();

  const total = indexes.length + keys.length;
  let done = 0;
  onRebuilt?.(done, total);
  // Room to sort in memory; the setting ends with the transaction.
  await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const index of indexes) {
    await tx.execute(sql.raw(index.definition));
    onRebuilt?.((done += 1), total);
  }
  for (const key of keys) {
    await tx.execute(sql`alter table ${sql.identifier(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`);
    onRebuilt?.((done += 1), total);
  }
  return result;
}
