import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { withIndexesDeferred } from './deferred-indexes.ts';
import { rowsOf } from './rows-of.ts';
import { commentReactions, comments, reviewReactions, reviews } from './schema/index.ts';

const TABLES = [reviews, reviewReactions, comments, commentReactions];
const NAMES = ['reviews', 'review_reactions', 'comments', 'comment_reactions'];

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** Every index and constraint of the loaded tables, as PostgreSQL prints their definitions. */
async function schemaOf(db: Database) {
  const tables = sql.join(
    NAMES.map((name) => sql`${name}`),
    sql`, `,
  );
  const indexes = await rowsOf<{ definition: string }>(
    db,
    sql`select pg_get_indexdef(indexrelid) as definition from pg_index where indrelid::regclass::text in (${tables}) order by 1`,
  );
  const constraints = await rowsOf<{ definition: string }>(
    db,
    sql`select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as definition from pg_constraint where conrelid::regclass::text in (${tables}) order by 1`,
  );
  return { indexes: indexes.map((r) => r.definition), constraints: constraints.map((r) => r.definition) };
}

describe('withIndexesDeferred', () => {
  it('loads without the plain indexes and foreign keys, keeps the primary and unique keys, and builds everything again as it was', async () => {
    const before = await schemaOf(handle.db);
    expect(before.indexes.some((d) => d.includes('reviews_latest_idx'))).toBe(true);
    expect(before.constraints.some((d) => d.includes('FOREIGN KEY'))).toBe(true);

    const progress: [number, number][] = [];
    const during = await handle.db.transaction((tx) =>
      withIndexesDeferred(tx, TABLES, () => schemaOf(tx), (done, total) => progress.push([done, total])),
    );

    expect(during.constraints.some((d) => d.includes('FOREIGN KEY'))).toBe(false);
    expect(during.indexes.every((d) => d.includes('UNIQUE INDEX'))).toBe(true);
    expect(during.indexes.some((d) => d.includes('reviews_pkey'))).toBe(true);
    expect(during.indexes.some((d) => d.includes('reviews_ticket_number_key'))).toBe(true);

    const rebuilt = before.indexes.length - during.indexes.length + before.constraints.length - during.constraints.length;
    expect(progress).toEqual(Array.from({ length: rebuilt + 1 }, (_, i) => [i, rebuilt]));
    expect(await schemaOf(handle.db)).toEqual(before);
  });

  it('leaves everything as it was when the load fails', async () => {
    const before = await schemaOf(handle.db);
    const failing = handle.db.transaction((tx) =>
      withIndexesDeferred(tx, TABLES, async () => {
        throw new Error('the load broke');
      }),
    );
    await expect(failing).rejects.toThrow('the load broke');
    expect(await schemaOf(handle.db)).toEqual(before);
  });

  it('checks the foreign keys over what was loaded: a row without its parent fails the whole load', async () => {
    const before = await schemaOf(handle.db);
    const orphan = handle.db.transaction((tx) =>
      withIndexesDeferred(tx, TABLES, async () => {
        // A like of a review that does not exist: nothing checks it until the keys are back.
        await tx.insert(reviewReactions).values({ reviewId: '00000000-0000-7000-8000-000000000001', userId: '00000000-0000-7000-8000-000000000002', value: 'like' });
      }),
    );
    await expect(orphan).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23503' }) });
    expect(await schemaOf(handle.db)).toEqual(before);
    expect(await handle.db.$count(reviewReactions)).toBe(0);
  });
});
