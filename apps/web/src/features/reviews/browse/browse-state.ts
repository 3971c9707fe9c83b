import { DEFAULT_SORT, makeZReviewFilter, type ReviewFilter, type SortKey } from '@suara/domain';
import { browseStateOf, urlFilterValues, type BrowseState } from './browse-params';

/**
 * Reads the page's state from the URL. A value the API would refuse (a malformed id, a future
 * date, To before From, an unknown sort) is dropped rather than shown as a broken page. Apart from
 * browse-params.ts, which a first visit's early requests use without zod.
 */
export function readBrowseState(params: URLSearchParams, now: () => Date = () => new Date()): BrowseState {
  const raw = urlFilterValues(params);
  const schema = makeZReviewFilter(now);
  let parsed = schema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = schema.safeParse(raw);
  }
  const valid: Partial<ReviewFilter> & { sort: SortKey } = parsed.success ? parsed.data : { sort: DEFAULT_SORT };
  return browseStateOf(params, valid);
}
