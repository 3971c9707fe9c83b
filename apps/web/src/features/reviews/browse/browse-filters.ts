/**
 * The browse page's filters as the API takes them (GET /api/reviews and /api/reviews/map):
 * option ids, free text and Kuala Lumpur calendar days 'yyyy-MM-dd'. Absent means "any".
 */
export type BrowseFilters = {
  feeling?: string;
  service?: string;
  aspect?: string;
  operator?: string;
  route?: string;
  user?: string;
  from?: string;
  to?: string;
};
