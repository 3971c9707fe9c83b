import { MIN_SHARED_WORDS, pickSimilar, SIMILAR_PLACE_POOL, SIMILAR_TEXT_POOL, SIMILAR_WINDOW_DAYS, tellingWords, type SimilarReviewsQuery } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { createOperatorsService } from '../operators/operators.service.ts';
import type { TransitService } from '../transit/transit.service.ts';
import { atPlace, newestOfAspect, type SimilarRow } from './reviews-similar.repository.ts';
import { listVisibleTiles } from './reviews-trending.repository.ts';
import { presentReviewTile } from './reviews.presenter.ts';

/** What the form shows of each: the card and the start of its text. */
export const SIMILAR_EXCERPT_CHARS = 200;

const DAY = 86_400_000;

/**
 * The recent reviews like the one a rider is writing (issue #18), for 'Add me too instead': those
 * of the aspect on the route or at the stop the rider named (matched as a review's are when it is
 * written), and those whose text is alike (pickSimilar's rule). Never the rider's own.
 */
export function createSimilarReviewsService({ db, transit, now = () => new Date() }: { db: Database; transit: TransitService; now?: () => Date }) {
  const operators = createOperatorsService(db);

  return {
    async similar(query: SimilarReviewsQuery, viewerId: string | null) {
      const routeId = await transit.matchRoute(query.route, await operators.matchName(query.operator));
      const stopId = query.latitude !== undefined && query.longitude !== undefined ? await transit.matchStop(query.stop, query.latitude, query.longitude) : null;
      const text = query.text ?? '';
      const where = { aspectId: query.aspect, since: new Date(now().getTime() - SIMILAR_WINDOW_DAYS * DAY), excludeUserId: viewerId };
      const none: SimilarRow[] = [];
      const [onRoute, atStop, alike] = await Promise.all([
        routeId ? atPlace(db, where, { routeId }, SIMILAR_PLACE_POOL) : none,
        stopId ? atPlace(db, where, { stopId }, SIMILAR_PLACE_POOL) : none,
        tellingWords(text).size >= MIN_SHARED_WORDS ? newestOfAspect(db, where, SIMILAR_TEXT_POOL) : none,
      ]);
      const place = [...onRoute, ...atStop];
      const candidate = (samePlace: boolean) => (row: SimilarRow) => ({ ...row, samePlace, createdAt: row.createdAt.toISOString() });
      const ids = pickSimilar([...place.map(candidate(true)), ...alike.map(candidate(false))], text);
      if (ids.length === 0) return { items: [] };
      const textOf = new Map([...place, ...alike].map((row) => [row.id, row.text]));
      const tiles = new Map((await listVisibleTiles(db, ids)).map((row) => [row.id, row]));
      return {
        items: ids
          .filter((id) => tiles.has(id))
          .map((id) => ({ ...presentReviewTile(tiles.get(id)!), excerpt: textOf.get(id)!.slice(0, SIMILAR_EXCERPT_CHARS) })),
      };
    },
  };
}
