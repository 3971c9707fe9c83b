import { createHash } from 'node:crypto';
import { z } from 'zod';
import { fileUrl } from '../uploads/uploads.presenter.ts';
import type { PosterRow } from './posters.repository.ts';

/**
 * A poster dialog (spec §3: poster_url, description). `version` changes whenever what a visitor
 * sees changes (the image or either description): the web shows each poster once per browser and
 * version, so an edited poster shows again.
 */
export const ZPoster = z.object({
  id: z.string(),
  imageUrl: z.string(),
  description: z.string(),
  descriptionMs: z.string().nullable(),
  version: z.string(),
});
export type Poster = z.infer<typeof ZPoster>;

export const ZPosterList = z.object({ items: z.array(ZPoster) });

/** The first 16 hex digits of a SHA-256 of the visible content: stable across restarts, no column needed. */
function versionOf(imageUrl: string, description: string, descriptionMs: string | null) {
  return createHash('sha256')
    .update(JSON.stringify([imageUrl, description, descriptionMs]))
    .digest('hex')
    .slice(0, 16);
}

/** A stored image wins over a URL; the repository only returns posters that have one of them. */
export function presentPoster(row: PosterRow): Poster {
  const imageUrl = row.imageKey ? fileUrl(row.imageKey) : row.url!;
  return {
    id: row.id,
    imageUrl,
    description: row.description,
    descriptionMs: row.descriptionMs,
    version: versionOf(imageUrl, row.description, row.descriptionMs),
  };
}
