import { klDateTime, MAP_POINTS_MAX, mapCellDegrees, type MapBounds, type MapQuery, type ReviewListQuery } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Bulkhead } from '../../lib/bulkhead.ts';
import { createMapClusterCache, type MapClusterCache } from './map-cluster-cache.ts';
import { reviewOptionIndex } from './review-options.cache.ts';
import * as repo from './reviews-browse.repository.ts';
import { decodeCursor } from './reviews.cursor.ts';
import { presentMapPoint, presentReviewPage, type ReviewMap } from './reviews.presenter.ts';

export type ReviewFilterQuery = Pick<ReviewListQuery, 'feeling' | 'service' | 'aspect' | 'operator' | 'route' | 'user' | 'from' | 'to'>;

const DAY_MS = 86_400_000;

/** The instant a Kuala Lumpur day ('yyyy-MM-dd', already checked) begins. */
const klDayStart = (day: string) => klDateTime(day, '00:00')!;

type BrowseDeps = {
  db: Database;
  /** Grouping a tile's reviews into clusters reads every review under it: kept to its share of the connections. */
  clusterBulkhead: Bulkhead;
  clusterCache?: MapClusterCache;
};

export function createReviewBrowseService({ db, clusterBulkhead, clusterCache = createMapClusterCache() }: BrowseDeps) {
  /**
   * The filter as repository conditions. Feeling, service and aspect must be option ids of that category:
   * anything else is a field error, not an empty list. From and To are whole days in Kuala Lumpur,
   * To included (Malaysia keeps one offset all year, so a day is always 24 hours).
   */
  async function conditionsOf({ from, to, ...filter }: ReviewFilterQuery): Promise<repo.ReviewConditions> {
    const { keyOf } = await reviewOptionIndex(db);
    const fields: Record<string, string> = {};
    if (filter.feeling && !keyOf('feeling', filter.feeling)) fields.feeling = 'invalidValue';
    if (filter.service && !keyOf('service', filter.service)) fields.service = 'invalidValue';
    if (filter.aspect && !keyOf('aspect', filter.aspect)) fields.aspect = 'invalidValue';
    if (Object.keys(fields).length > 0) throw new AppError(422, 'validation_failed', 'Some fields are not valid.', fields);
    return {
      ...filter,
      createdFrom: from ? klDayStart(from) : undefined,
      createdBefore: to ? new Date(klDayStart(to).getTime() + DAY_MS) : undefined,
    };
  }

  return {
    /** GET /api/reviews: one page of visible reviews in the chosen order, one query. */
    async list({ sort, cursor, limit, ...filter }: ReviewListQuery) {
      const where = await conditionsOf(filter);
      const after = cursor ? decodeCursor(cursor, sort) : undefined;
      const rows = await repo.listReviewTiles(db, { where, sort, after, limit });
      return presentReviewPage(rows, limit, sort);
    },

    /**
     * GET /api/reviews/map. A box with at most MAP_POINTS_MAX reviews gets them as points, always
     * live (one query, which counts to one more first); a fuller box gets the clusters of every tile
     * it touches, from the cache or by one more query: the database's kept cells (up to
     * MAP_CELLS_ZOOM_MAX, for all reviews or one service, aspect or feeling), or a grouping of the
     * reviews the other filters match. A box that cached clusters already show to be fuller is
     * answered from them without the count: a busy street at a million reviews then costs no
     * query, at the price of a box emptied in the clusters' lifetime (30 s) showing clusters that
     * long instead of points.
     */
    async map({ bbox, zoom, ...filter }: MapQuery): Promise<ReviewMap> {
      const where = await conditionsOf(filter);
      const scope = JSON.stringify(filter);
      const cellDegrees = mapCellDegrees(zoom);
      const cached = clusterCache.cached(bbox, zoom, scope);
      if (cached && cached.surelyInside > MAP_POINTS_MAX) return { kind: 'clusters', cellDegrees, items: cached.cells };
      const points = await repo.findMapPoints(db, bbox, where, MAP_POINTS_MAX);
      if (points) return { kind: 'points', items: points.map(presentMapPoint) };
      const kept = repo.mapCellsFilterOf(where, zoom);
      const group =
        kept === undefined
          ? (box: MapBounds) => clusterBulkhead.run(() => repo.listMapClusters(db, box, where, cellDegrees))
          : (box: MapBounds) => repo.listMapCells(db, box, zoom, kept);
      const items = await clusterCache.clusters(bbox, zoom, scope, group);
      return { kind: 'clusters', cellDegrees, items };
    },
  };
}

export type ReviewBrowseService = ReturnType<typeof createReviewBrowseService>;
