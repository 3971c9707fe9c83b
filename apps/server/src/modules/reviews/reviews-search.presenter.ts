import { z } from 'zod';
import { presentAuthor, ZReviewAuthor, ZReviewTile } from './reviews.presenter.ts';
import type { SearchResultRow } from './reviews-search.repository.ts';

/** A type-ahead result: enough for 'experience - operator - route - stop - plate', its feeling and author. */
export const ZSearchResult = z.object({
  id: z.string(),
  user: ZReviewAuthor,
  experience: z.string(),
  operatorName: z.string().nullable(),
  routeName: z.string().nullable(),
  stopName: z.string().nullable(),
  vehiclePlate: z.string().nullable(),
  createdAt: z.string(),
  feeling: ZReviewTile.shape.feeling,
});
export type SearchResult = z.infer<typeof ZSearchResult>;

export const ZSearchResults = z.object({ items: z.array(ZSearchResult) });

export function presentSearchResult(row: SearchResultRow): SearchResult {
  return {
    id: row.id,
    user: presentAuthor(row.author),
    experience: row.experience,
    operatorName: row.operatorName,
    routeName: row.routeName,
    stopName: row.stopName,
    vehiclePlate: row.vehiclePlate,
    createdAt: row.createdAt.toISOString(),
    feeling: { ...row.feeling, score: row.feeling.score ?? 0 },
  };
}
