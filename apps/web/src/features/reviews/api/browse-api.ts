import type { SortKey } from '@suara/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import type { ReviewAuthor, ReviewFeeling, ReviewPage, ReviewTileData } from '../../../lib/review-format';
import type { BrowseFilters } from '../browse/browse-filters';

/* The browse page's calls (spec §7 "Reviews": list with filter and options, search). */

export type ReviewSearchResult = {
  id: string;
  user: ReviewAuthor;
  experience: string;
  operatorName: string | null;
  routeName: string | null;
  stopName: string | null;
  vehiclePlate: string | null;
  createdAt: string;
  feeling: ReviewFeeling;
};

/** Trending reviews shown by the /popular strip and the home page's 'Trending' section. */
const TRENDING_COUNT = 6;

/** GET /api/reviews: a page of cards (the first without `cursor`). */
export const reviewListPath = (filters: BrowseFilters, sort: SortKey, cursor?: string) => `/api/reviews?${queryString({ ...filters, sort, cursor })}`;

export const reviewListQueryOptions = (filters: BrowseFilters, sort: SortKey) =>
  infiniteQueryOptions({
    queryKey: ['reviews', 'list', filters, sort],
    queryFn: ({ signal, pageParam }) => apiRequest<ReviewPage>(reviewListPath(filters, sort, pageParam ?? undefined), { signal, toast: false }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/**
 * GET /api/reviews/trending: recent reviews ranked by likes, comments and unlikes over their age
 * (the server documents the score). One cache entry for every place that shows them.
 */
export const TRENDING_PATH = `/api/reviews/trending?${queryString({ limit: String(TRENDING_COUNT) })}`;

export const popularReviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['reviews', 'trending', TRENDING_COUNT],
    queryFn: ({ signal }) => apiRequest<{ items: ReviewTileData[] }>(TRENDING_PATH, { signal, toast: false }),
    staleTime: 60_000,
  });

export const reviewSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['reviews', 'search', q],
    queryFn: ({ signal }) => apiRequest<{ items: ReviewSearchResult[] }>(`/api/reviews/search?${queryString({ q })}`, { signal, toast: false }).then((r) => r.items),
    enabled: q.length > 0,
    staleTime: 30_000,
  });
