/**
 * One agency's network as it is stored: routes, stops, and each route's stop patterns (the distinct
 * ordered stop lists its trips run, per direction). Patterns refer to routes and stops by index.
 */
export type TransitNetwork = {
  routes: { code: string; name: string; operator: string }[];
  stops: { code: string; name: string; latitude: number; longitude: number }[];
  patterns: NetworkPattern[];
};

export type NetworkPattern = {
  route: number;
  /** GTFS direction_id (0 or 1) when the feed gives one. */
  direction: number | null;
  headsign: string | null;
  /** How many trips run this pattern: the most common comes first. */
  tripCount: number;
  stops: number[];
};

