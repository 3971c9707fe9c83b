// Review detail limits. The spec gives none; these fit the longest real values
// (Malaysian plates are at most ~10 characters, KL addresses from reverse geocoding < 200)
// with room to spare, and stop one request from carrying an essay per field.
export const EXPERIENCE_MAX = 2000;
export const REVIEW_COMMENT_MAX = 1000;
export const OPERATOR_MAX = 120;
export const ROUTE_MAX = 120;
export const STOP_MAX = 120;
export const PLATE_MAX = 15;
export const ADDRESS_MAX = 300;
/** 'Please specify' text of the Other service or aspect. */
export const OTHER_TEXT_MAX = 100;
export const ATTACHMENTS_MAX = 6;
/** Type-ahead review search. */
export const SEARCH_QUERY_MAX = 100;
/** A client clock a little ahead of the server's must not make "now" a future incident. */
export const INCIDENT_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Review lists (browse cards, profiles): a page of feed tiles, and the most a client may ask for. */
export const REVIEW_PAGE_SIZE = 12;
export const REVIEW_PAGE_SIZE_MAX = 50;
/** Type-ahead results (spec: a short list under the search box). */
export const SEARCH_RESULTS_MAX = 10;
