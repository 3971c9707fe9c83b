import { requestEarly } from '../../../lib/api-client';
import { getUser } from '../../../lib/session';
import { reviewListPath, TRENDING_PATH } from '../api/browse-api';
import { reviewMapPath } from '../api/review-map-api';
import { apiFilters, uncheckedBrowseState } from '../browse/browse-params';
import { FIRST_PROBE } from '../components/browse-map/fit-view';

/** The map view's code: Leaflet and the map's layers. */
export const loadBrowseMap = () => import('../components/browse-map/review-browse-map');

/**
 * What a first visit of /popular starts beside the page's code (pages.ts): the strip's trending
 * reviews and the view's first data, the first page of cards or, for the map, its code and its
 * first look for where the reviews are (fit-view.ts). The map's tiles are its largest paint, and
 * each of these waited for the page's code before.
 */
export function requestEarlyData(search: URLSearchParams): void {
  requestEarly(TRENDING_PATH);
  const state = uncheckedBrowseState(search);
  const filters = apiFilters(state.filters, getUser()?.id);
  if (state.view === 'card') {
    requestEarly(reviewListPath(filters, state.sort));
  } else {
    void loadBrowseMap();
    requestEarly(reviewMapPath(FIRST_PROBE, filters));
  }
}
