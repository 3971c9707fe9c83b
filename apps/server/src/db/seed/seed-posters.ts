import type { Database } from '../client.ts';
import { posters } from '../schema/index.ts';

/**
 * The welcome poster every installation starts with. Its image is ours (apps/web/public, served
 * with the web app). A fixed id makes the seed idempotent; once it exists the seed leaves it alone,
 * so an administrator's edits (issue #7) stick. To retire it, make it inactive: deleted, it would
 * come back at the next start-up.
 */
export const WELCOME_POSTER = {
  id: '0196a5c0-0000-7000-8000-00000000a001',
  url: '/posters/welcome.svg',
  description:
    'Welcome to Suara Transit! Tell us about your trips by bus, train, taxi or e-hailing in the Klang Valley: every review helps operators and planners make public transport better.',
  descriptionMs:
    'Selamat datang ke Suara Transit! Kongsikan pengalaman perjalanan anda dengan bas, kereta api, teksi atau e-hailing di Lembah Klang: setiap ulasan membantu pengendali dan perancang menambah baik pengangkutan awam.',
  sort: 0,
} as const;

export async function seedPosters(db: Database) {
  await db.insert(posters).values(WELCOME_POSTER).onConflictDoNothing({ target: posters.id });
}
