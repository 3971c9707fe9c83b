/**
 * The open-data files' fields in their order (GET /api/open-data/reviews.{csv,geojson}), shared by
 * the server that writes them and the /open-data page that explains each.
 */
export const OPEN_DATA_FIELDS = [
  'ticket_number',
  'created_at',
  'occurred_at',
  'feeling',
  'feeling_score',
  'service_code',
  'service',
  'aspect_code',
  'aspect',
  'operator',
  'route',
  'stop',
  'latitude',
  'longitude',
  'status',
] as const;
