import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, withDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';
import { literalLimit } from './literal-limit.ts';
import { createStatementNames, namedStatementClient } from './named-statements.ts';
import { preparedQueries, preparedQuery } from './prepared-queries.ts';
import { reviews } from './schema/index.ts';

describe('createStatementNames', () => {
  it('gives a text the same name every time, and another text another name', () => {
    const nameOf = createStatementNames();
    const first = nameOf('select 1');
    expect(first).toMatch(/^s\d+$/);
    expect(nameOf('select 1')).toBe(first);
    expect(nameOf('select 2')).not.toBe(first);
  });

  it('names no more than `max` texts, keeping the names it gave; a text over `textMax` gets none', () => {
    const nameOf = createStatementNames({ max: 2, textMax: 20 });
    const [a, b] = [nameOf('select 1'), nameOf('select 2')];
    expect(nameOf('select 3')).toBeUndefined();
    expect([nameOf('select 1'), nameOf('select 2')]).toEqual([a, b]);
    expect(createStatementNames({ textMax: 20 })(`select ${'1'.repeat(20)}`)).toBeUndefined();
  });
});

describe('preparedQueries', () => {
  it('builds once per database handle and shape, under a short name unique to the shape', () => {
    const built: Array<{ shape: string; name: string }> = [];
    const query = preparedQueries(
      'tiles',
      (shape: string) => shape,
      (_db, shape, name) => {
        built.push({ shape, name });
        return { shape };
      },
    );
    const [one, other] = [{} as Database, {} as Database];
    const long = 'latest/feeling+service+operator+route+createdFrom+createdBefore/after/13/hidden';
    expect(query(one, long)).toBe(query(one, long));
    query(one, 'earliest');
    query(other, long);
    expect(built.map((b) => b.shape)).toEqual([long, 'earliest', long]);
    const [longName, earliestName, otherHandleName] = built.map((b) => b.name);
    expect(longName!.length).toBeLessThanOrEqual(63);
    expect(longName).toMatch(/^tiles:/);
    expect(earliestName).not.toBe(longName);
    expect(otherHandleName).toBe(longName);
  });

  it('preparedQuery: one shape', () => {
    let builds = 0;
    const query = preparedQuery('detail', (_db, name) => ({ name, build: ++builds }));
    const db = {} as Database;
    expect(query(db)).toBe(query(db));
    expect(builds).toBe(1);
  });
});

describe('literalLimit', () => {
  const dialect = new PgDialect();
  it('writes the row count into the text, not as a parameter', () => {
    const query = dialect.sqlToQuery(sql`select 1 from ${reviews} limit ${literalLimit(13)}`);
    expect(query.sql).toBe('select 1 from "reviews" limit 13');
    expect(query.params).toEqual([]);
  });

  it('refuses anything but a whole, non-negative number', () => {
    for (const bad of [1.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => literalLimit(bad)).toThrow(RangeError);
  });
});

const postgres = inject('postgresTemplate');

describe.runIf(postgres)('namedStatementClient on PostgreSQL', () => {
  const database = `suara_named_${randomBytes(6).toString('hex')}`;
  const Client = namedStatementClient(createStatementNames({ textMax: 100 }));
  const client = new Client({ connectionString: postgres ? withDatabase(postgres.url, database) : undefined });
  const prepared = async () =>
    (await client.query<{ name: string; statement: string }>({ text: 'select name, statement from pg_prepared_statements order by name' })).rows;

  beforeAll(async () => {
    await adminQuery(postgres!.url, `create database ${database}`);
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await adminQuery(postgres!.url, `drop database if exists ${database} with (force)`);
  });

  it('prepares a repeated statement once and runs it by name with new values', async () => {
    const text = 'select $1::int + 1 as n';
    expect((await client.query({ text, values: [1] })).rows).toEqual([{ n: 2 }]);
    expect((await client.query({ text, values: [41] })).rows).toEqual([{ n: 42 }]);
    const named = (await prepared()).filter((row) => row.statement === text);
    expect(named).toHaveLength(1);
    expect(named[0]!.name).toMatch(/^s\d+$/);
  });

  it('leaves a statement the caller named, or left unnamed on purpose (drizzle’s empty name), and a long text, as they are', async () => {
    await client.query({ text: 'select 2 as own', name: 'own_name' });
    await client.query({ text: 'select 3 as planned_each_run', name: '' });
    const long = `select '${'x'.repeat(100)}' as long`;
    await client.query({ text: long });
    const statements = await prepared();
    expect(statements.find((row) => row.name === 'own_name')?.statement).toBe('select 2 as own');
    expect(statements.map((row) => row.statement)).not.toContain('select 3 as planned_each_run');
    expect(statements.map((row) => row.statement)).not.toContain(long);
  });

  it('a statement that fails to prepare fails the same way again, and the connection goes on', async () => {
    const text = 'select * from no_such_table';
    for (let attempt = 0; attempt < 2; attempt++) await expect(client.query({ text })).rejects.toThrow(/no_such_table/);
    expect((await client.query({ text: 'select $1::text as ok', values: ['yes'] })).rows).toEqual([{ ok: 'yes' }]);
  });
});
