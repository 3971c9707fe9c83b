import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { posters } from '../../db/schema/index.ts';
import { seedReferenceData } from '../../db/seed/reference.ts';
import { WELCOME_POSTER } from '../../db/seed/seed-posters.ts';
import type { TestApp } from '../users/users.test-support.ts';
import type { Poster } from './posters.presenter.ts';

let t: TestApp;
beforeAll(async () => (t = await buildTestApp()));
afterAll(() => t.close());

const WEB_PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');

async function list(): Promise<Poster[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/posters' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Poster[] }>().items;
}
const byId = async (id: string) => (await list()).find((poster) => poster.id === id);

describe('GET /api/posters', () => {
  it('starts with the seeded welcome poster, in English and Malay, its image one of ours', async () => {
    const items = await list();
    expect(items).toEqual([
      {
        id: WELCOME_POSTER.id,
        imageUrl: '/posters/welcome.svg',
        description: WELCOME_POSTER.description,
        descriptionMs: WELCOME_POSTER.descriptionMs,
        version: expect.stringMatching(/^[0-9a-f]{16}$/),
      },
    ]);
    expect(fs.existsSync(path.join(WEB_PUBLIC, WELCOME_POSTER.url))).toBe(true);
  });

  it('lists active posters with an image in sort order: a stored image as a file URL, no Malay text as null', async () => {
    const [stored, linked] = await t.db
      .insert(posters)
      .values([
        { imageKey: 'posters/2025/raya.webp', description: 'Selamat Hari Raya', sort: 2 },
        { url: 'https://example.my/maas.png', description: 'Try MaaS', descriptionMs: 'Cuba MaaS', sort: 1 },
        { url: '/posters/old.svg', description: 'Retired', active: false, sort: 0 },
        { description: 'No image yet', sort: 0 },
      ])
      .returning({ id: posters.id });
    const items = await list();
    expect(items.map((poster) => poster.id)).toEqual([WELCOME_POSTER.id, linked!.id, stored!.id]);
    expect(items[1]).toMatchObject({ imageUrl: 'https://example.my/maas.png', descriptionMs: 'Cuba MaaS' });
    expect(items[2]).toMatchObject({ imageUrl: '/api/files/posters/2025/raya.webp', description: 'Selamat Hari Raya', descriptionMs: null });
    await t.db.delete(posters).where(ne(posters.id, WELCOME_POSTER.id));
  });

  it('gives a poster a new version when its image or either description changes, and only then', async () => {
    const [row] = await t.db.insert(posters).values({ url: '/posters/a.svg', description: 'Hello', descriptionMs: 'Helo', sort: 5 }).returning({ id: posters.id });
    const id = row!.id;
    const versions = [(await byId(id))!.version];
    const change = async (values: Partial<typeof posters.$inferInsert>) => {
      await t.db.update(posters).set(values).where(eq(posters.id, id));
      versions.push((await byId(id))!.version);
    };
    await change({ sort: 6 });
    expect(versions[1]).toBe(versions[0]);
    await change({ description: 'Hello again' });
    await change({ descriptionMs: 'Helo lagi' });
    await change({ url: '/posters/b.svg' });
    await change({ imageKey: 'posters/b.webp' });
    expect(new Set(versions.slice(1)).size).toBe(5);
    await change({ url: '/posters/a.svg', imageKey: null, description: 'Hello', descriptionMs: 'Helo' });
    expect(versions.at(-1)).toBe(versions[0]);
    await t.db.delete(posters).where(eq(posters.id, id));
  });
});

describe('the welcome poster', () => {
  it('comes with the database once: deleted by an admin, the next start-up does not bring it back', async () => {
    await t.db.delete(posters).where(eq(posters.id, WELCOME_POSTER.id));
    await seedReferenceData(t.db);
    expect(await t.db.select().from(posters).where(eq(posters.id, WELCOME_POSTER.id))).toEqual([]);
  });
});
