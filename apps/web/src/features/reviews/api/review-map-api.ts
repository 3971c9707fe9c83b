import { formatBbox, type MapBounds } from '@suara/domain';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest, isApiError, queryString } from '../../../lib/api-client';
import type { BrowseFilters } from '../browse/browse-filters';

export { transitStopsQueryOptions, type TransitStop } from './review-create-api';

/*
 * The browse map's calls (spec §2 "Review browse / map page"): the reviews in the visible box
 * (GET /api/reviews/map), the bus stops (GET /api/transit/stops, shared with the review form) and
 * the address search (GET /api/geo/search). Failures are shown by the map, not as automatic toasts.
 */

export type ReviewMapPoint = { id: string; latitude: number; longitude: number; score: number; feelingKey: string; authorName: string };
export type ReviewMapCluster = { latitude: number; longitude: number; count: number; score: number };
export type ReviewMapData =
  | { kind: 'points'; items: ReviewMapPoint[] }
  | { kind: 'clusters'; cellDegrees: number; items: ReviewMapCluster[] };

/** What the map shows: the box (already inside the world) and the zoom level. */
export type MapView = { bounds: MapBounds; zoom: number };

export type GeoPlace = { label: string; latitude: number; longitude: number };

/** GET /api/geo/search accepts 2..200 characters. */
export const GEO_QUERY_MIN = 2;
export const GEO_QUERY_MAX = 200;

/** GET /api/reviews/map for `view` and `filters`: the path the map asks, and the page may ask early. */
export const reviewMapPath = (view: MapView, filters: BrowseFilters) =>
  `/api/reviews/map?${queryString({ bbox: formatBbox(view.bounds), zoom: String(view.zoom), ...filters })}`;

/**
 * The reviews in view, refetched when the view or the filters change. The previous markers stay
 * while the next answer loads (no flash of an empty map); `null` waits for the first view.
 */
export const reviewMapQueryOptions = (view: MapView | null, filters: BrowseFilters) =>
  queryOptions({
    // Under ['reviews'], so creating or deleting a review refreshes the map too.
    queryKey: ['reviews', 'map', filters, view],
    queryFn: view
      ? ({ signal }) => apiRequest<ReviewMapData>(reviewMapPath(view, filters), { signal, toast: false })
      : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // A refused view (4xx) will not pass on a second try; a network or server failure may.
    retry: (count, error) => count < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });

/** Places for an address; 503 (no geocoder) and 502 (the provider failed) are not retried. */
export const geoSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['geo', 'search', q],
    queryFn: ({ signal }) =>
      apiRequest<{ items: GeoPlace[] }>(`/api/geo/search?${queryString({ q })}`, { signal, toast: false }).then(
        (response) => response.items,
      ),
    staleTime: 10 * 60_000,
    retry: false,
  });
