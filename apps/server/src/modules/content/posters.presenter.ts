import { createHash } from 'node:crypto';
import { z } from 'zod';
import { fileUrl } from '../uploads/uploads.presenter.ts';
import type { AdminPosterRow, PosterRow } from './posters.repository.ts';

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

/** A poster as the admin's list sees it: where its image comes from, whether it shows, its place. */
export const ZAdminPoster = z.object({
  id: z.string(),
  imageUrl: z.string().nullable(),
  url: z.string().nullable(),
  imageKey: z.string().nullable(),
  description: z.string(),
  descriptionMs: z.string().nullable(),
  active: z.boolean(),
  sort: z.number().int(),
  createdAt: z.string(),
});
export type AdminPoster = z.infer<typeof ZAdminPoster>;
export const ZAdminPosterList = z.object({ items: z.array(ZAdminPoster) });

export function presentAdminPoster(row: AdminPosterRow): AdminPoster {
  return {
    id: row.id,
    // Null only for a row made outside the dashboard without an image: the home page skips it.
    imageUrl: row.imageKey ? fileUrl(row.imageKey) : row.url,
    url: row.url,
    imageKey: row.imageKey,
    description: row.description,
    descriptionMs: row.descriptionMs,
    active: row.active,
    sort: row.sort,
    createdAt: row.createdAt.toISOString(),
  };
}
