/** Card-view sort menu, in the spec's order; 'latest' is the default (newest first). */
export const SORT_OPTIONS = [
  { key: 'latest', en: 'Latest', ms: 'Terkini' },
  { key: 'earliest', en: 'Earliest', ms: 'Terawal' },
  { key: 'positive', en: 'Positive', ms: 'Positif' },
  { key: 'critical', en: 'Critical', ms: 'Kritikal' },
  { key: 'discussed', en: 'Most Discussed', ms: 'Paling Banyak Dibincangkan' },
  { key: 'upvotes', en: 'Most Upvotes', ms: 'Paling Banyak Disukai' },
  { key: 'downvotes', en: 'Most Downvotes', ms: 'Paling Banyak Tidak Disukai' },
] as const;

export const DEFAULT_SORT = 'latest';
export type SortKey = (typeof SORT_OPTIONS)[number]['key'];
