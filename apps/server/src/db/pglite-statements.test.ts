import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uniqueViolation } from '../lib/db-errors.ts';
import { openPglite, type PgliteHandle } from './client.ts';
import { createStatementNames } from './named-statements.ts';
import { literal, preparingClient } from './pglite-statements.ts';
import { PLAN_EACH_RUN, preparedQuery } from './prepared-queries.ts';
import { rowsOf } from './rows-of.ts';

const preparedTexts = async (client: Pick<PGlite, 'query'>) =>
  (await client.query<{ statement: string }>("select statement from pg_prepared_statements where statement not like 'select statement%'")).rows.map(
    (row) => row.statement.replace(/^prepare \S+ as /i, ''),
  );

describe('literal', () => {
  it('writes null for a missing value, doubles quotes, and uses the type’s serializer when there is one', () => {
    expect(literal(null)).toBe('null');
    expect(literal(undefined)).toBe('null');
    expect(literal("it's")).toBe("'it''s'");
    expect(literal(42)).toBe("'42'");
    expect(literal({ a: "b'c" }, (value) => JSON.stringify(value))).toBe(`'{"a":"b''c"}'`);
  });
});

describe('preparingClient', () => {
  // Each test its own instance: the statements' names are an instance's.
  let client: PGlite;
  beforeEach(async () => {
    client = await PGlite.create();
    await client.exec('create table notes (id int primary key, body text, tags text[], data jsonb, at timestamptz, done boolean)');
    await client.exec("insert into notes (id) values (1), (2)");
  });
  afterEach(() => client.close());

  it('prepares a repeated statement once and runs it with each run’s values, answering as query() does', async () => {
    const statements = preparingClient(client);
    const insert = 'insert into notes (id, body, tags, data, at, done) values ($1, $2, $3, $4, $5, $6)';
    const at = new Date('2026-11-28T06:30:00.123Z');
    await client.exec('delete from notes');
    await statements.query(insert, [1, "Bas lambat'; drop table notes; --", ['a', "b'c", 'd,e'], { seat: "it's", n: 2 }, at, true]);
    await statements.query(insert, [2, null, null, null, null, false]);
    const select = 'select id, body, tags, data, at, done from notes where id = any($1) order by id';
    const viaStatement = await statements.query(select, [[1, 2]], { rowMode: 'array' });
    const viaQuery = await client.query(select, [[1, 2]], { rowMode: 'array' });
    expect(viaStatement.rows).toEqual(viaQuery.rows);
    expect(viaStatement.rows[0]).toEqual([1, "Bas lambat'; drop table notes; --", ['a', "b'c", 'd,e'], { seat: "it's", n: 2 }, at, true]);
    expect(viaStatement.fields.map((field) => field.name)).toEqual(['id', 'body', 'tags', 'data', 'at', 'done']);
    expect(await preparedTexts(client)).toEqual(expect.arrayContaining([insert, select]));
    expect((await preparedTexts(client)).filter((statement) => statement === select)).toHaveLength(1);
  });

  it('runs a statement without values, and prepares one text once when its first runs come together', async () => {
    const statements = preparingClient(client);
    const text = 'select count(*)::int as notes from notes';
    const answers = await Promise.all([1, 2, 3].map(() => statements.query<{ notes: number }>(text)));
    expect(answers.map((answer) => answer.rows[0]!.notes)).toEqual([2, 2, 2]);
    expect((await preparedTexts(client)).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('leaves a text it does not name, and a command PREPARE refuses, to query(); a statement that failed to prepare fails again with its own error', async () => {
    const statements = preparingClient(client, createStatementNames({ textMax: 40 }));
    const long = `select id from notes where body = $1 or body = $2`;
    expect((await statements.query(long, ['x', 'y'])).rows).toEqual([]);
    expect(await preparedTexts(client)).not.toContain(long);
    // Short enough to be named, but PREPARE takes no DDL.
    await statements.query('create index on notes (body)');
    expect((await client.query("select 1 from pg_indexes where tablename = 'notes' and indexdef like '%(body)'")).rows).toHaveLength(1);

    const missing = 'select * from later';
    for (let attempt = 0; attempt < 2; attempt++) await expect(statements.query(missing)).rejects.toThrow(/later/);
    await client.exec('create table later (n int)');
    expect((await statements.query(missing)).rows).toEqual([]);
  });
});

const things = pgTable('things', { id: integer('id').primaryKey(), name: text('name').notNull().unique(), at: timestamp('at', { withTimezone: true }), data: jsonb('data') });

describe('PGlite handles (openPglite)', () => {
  let handle: PgliteHandle;
  beforeAll(async () => {
    handle = await openPglite();
    await handle.db.execute(sql`create table things (id int primary key, name text not null unique, at timestamptz, data jsonb)`);
  });
  afterAll(() => handle.close());
  const prepared = async () => (await rowsOf<{ statement: string }>(handle.db, sql`select statement from pg_prepared_statements`)).map((row) => row.statement);

  it('prepare the statements run outside a transaction, but those planned on every run', async () => {
    const named = preparedQuery('things-by-id', (db, name) => db.select().from(things).where(eq(things.id, sql.placeholder('id'))).prepare(name));
    const eachRun = preparedQuery('things-by-name', (db) => db.select({ id: things.id }).from(things).where(eq(things.name, sql.placeholder('name'))).prepare(PLAN_EACH_RUN));
    const at = new Date('2026-11-28T06:30:00Z');
    await handle.db.insert(things).values({ id: 1, name: "Rapid's", at, data: { stops: ['KL Sentral'] } });
    expect(await named(handle.db).execute({ id: 1 })).toEqual([{ id: 1, name: "Rapid's", at, data: { stops: ['KL Sentral'] } }]);
    expect(await eachRun(handle.db).execute({ name: "Rapid's" })).toEqual([{ id: 1 }]);
    const statements = await prepared();
    expect(statements.some((statement) => statement.includes('"things"."id" = $1'))).toBe(true);
    expect(statements.some((statement) => statement.includes('"things"."name" = $1'))).toBe(false);
  });

  it('a refused write keeps its SQLSTATE and constraint, and a transaction’s statements are not prepared', async () => {
    const error = await handle.db
      .insert(things)
      .values({ id: 2, name: "Rapid's" })
      .then(() => undefined, (refused: unknown) => refused);
    expect(uniqueViolation(error)).toBe('things_name_key');
    await handle.db.transaction((tx) => tx.execute(sql`select 'in a transaction' as here`));
    expect((await prepared()).some((statement) => statement.includes('in a transaction'))).toBe(false);
  });
});
