import type { Database } from '../../db/client.ts';
import { presentPoster } from './posters.presenter.ts';
import { listActivePosters } from './posters.repository.ts';

export function createPostersService({ db }: { db: Database }) {
  return {
    /** GET /api/posters: the home page's poster dialogs, in order. */
    async active() {
      const rows = await listActivePosters(db);
      return { items: rows.map(presentPoster) };
    },
  };
}

export type PostersService = ReturnType<typeof createPostersService>;
