import { DEFAULT_SORT, type ReviewFilter, type SortKey } from '@suara/domain';
import type { BrowseFilters } from './browse-filters';

/*
 * The browse page keeps its filters, sort and view in the URL, so a filtered view can be shared
 * and survives a reload. 'Posted by: Me only' is stored as `posted=me`, not as a user id: a shared
 * link then shows each reader their own reviews.
 */

export type BrowseView = 'map' | 'card';
export type PostedBy = 'everyone' | 'me';

/** What the Advanced Search form edits: the filters as text, as the inputs hold them. */
export type FilterForm = {
  feeling: string;
  service: string;
  aspect: string;
  operator: string;
  route: string;
  from: string;
  to: string;
  postedBy: PostedBy;
};

export type BrowseState = { filters: FilterForm; sort: SortKey; view: BrowseView };

export const EMPTY_FILTER_FORM: FilterForm = { feeling: '', service: '', aspect: '', operator: '', route: '', from: '', to: '', postedBy: 'everyone' };

const FILTER_PARAMS = ['feeling', 'service', 'aspect', 'operator', 'route', 'from', 'to'] as const;

/** The filters and sort the URL holds, trimmed; not checked. */
export function urlFilterValues(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of [...FILTER_PARAMS, 'sort'] as const) {
    const value = params.get(name)?.trim();
    if (value) values[name] = value;
  }
  return values;
}

/** The page's state from checked filter values and the URL's other parameters. */
export function browseStateOf(params: URLSearchParams, valid: Partial<ReviewFilter> & { sort: SortKey }): BrowseState {
  return {
    filters: {
      feeling: valid.feeling ?? '',
      service: valid.service ?? '',
      aspect: valid.aspect ?? '',
      operator: valid.operator ?? '',
      route: valid.route ?? '',
      from: valid.from ?? '',
      to: valid.to ?? '',
      postedBy: params.get('posted') === 'me' ? 'me' : 'everyone',
    },
    sort: valid.sort,
    view: params.get('view') === 'card' ? 'card' : 'map',
  };
}

/**
 * The page's state as the URL gives it, unchecked: what a first visit asks for before the page's
 * code (and zod, which browse-state.ts checks it with) has arrived. For a valid URL it is the state
 * readBrowseState reads; an invalid one only makes that early request go unused.
 */
export function uncheckedBrowseState(params: URLSearchParams): BrowseState {
  const values = urlFilterValues(params);
  return browseStateOf(params, { ...values, sort: (values.sort as SortKey | undefined) ?? DEFAULT_SORT });
}

/** The URL for a state; other parameters (an open review's `?review=`) are kept. Defaults are left out. */
export function writeBrowseState(current: URLSearchParams, state: BrowseState): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of [...FILTER_PARAMS, 'sort', 'posted', 'view']) next.delete(name);
  for (const name of FILTER_PARAMS) {
    const value = state.filters[name].trim();
    if (value) next.set(name, value);
  }
  if (state.filters.postedBy === 'me') next.set('posted', 'me');
  if (state.sort !== DEFAULT_SORT) next.set('sort', state.sort);
  if (state.view !== 'map') next.set('view', state.view);
  return next;
}

/** The filters as the API takes them; 'Me only' becomes the signed-in user's id. */
export function apiFilters(form: FilterForm, userId: string | undefined): BrowseFilters {
  const filters: BrowseFilters = {};
  for (const name of FILTER_PARAMS) {
    const value = form[name].trim();
    if (value) filters[name] = value;
  }
  if (form.postedBy === 'me' && userId) filters.user = userId;
  return filters;
}

export const countActiveFilters = (form: FilterForm) =>
  FILTER_PARAMS.filter((name) => form[name].trim() !== '').length + (form.postedBy === 'me' ? 1 : 0);

/** Whether two forms ask for the same filters, as the URL would hold them (values trimmed). */
export const sameFilters = (a: FilterForm, b: FilterForm) =>
  a.postedBy === b.postedBy && FILTER_PARAMS.every((name) => a[name].trim() === b[name].trim());
