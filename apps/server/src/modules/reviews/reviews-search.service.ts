import { SEARCH_RESULTS_MAX, searchTerms } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import type { Bulkhead } from '../../lib/bulkhead.ts';
import { presentSearchResult } from './reviews-search.presenter.ts';
import { searchReviews } from './reviews-search.repository.ts';

/** `bulkhead` keeps searches to their share of the database's connections. */
export function createReviewSearchService({ db, bulkhead }: { db: Database; bulkhead: Bulkhead }) {
  return {
    /**
     * GET /api/reviews/search: the newest SEARCH_RESULTS_MAX visible reviews matching every word of
     * `q` (already trimmed and at most SEARCH_QUERY_MAX characters). A query with no letter or digit
     * has nothing to look for and costs no query.
     */
    async search(q: string) {
      const terms = searchTerms(q);
      if (terms.length === 0) return { items: [] };
      const rows = await bulkhead.run(() => searchReviews(db, terms, SEARCH_RESULTS_MAX));
      return { items: rows.map(presentSearchResult) };
    },
  };
}

export type ReviewSearchService = ReturnType<typeof createReviewSearchService>;
