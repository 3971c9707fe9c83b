import { doublePrecision, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The browse map's clusters, precomputed: per zoom level up to MAP_CELLS_ZOOM_MAX
 * (reviews-browse.repository.ts), per filter and per grid cell (a quarter of a map tile, x and y
 * counted from longitude and latitude 0), how many visible reviews with a place lie in it, with the
 * sums their mean place and score come from. `filter` is '' for every review, or one service,
 * aspect or feeling ('service:{id}'). Triggers on reviews keep it as reviews are written, moved,
 * moderated and deleted (migration 0020), so a zoomed-out map reads a few hundred cells instead of
 * grouping every review under it.
 */
export const reviewMapCells = pgTable(
  'review_map_cells',
  {
    zoom: smallint('zoom').notNull(),
    filter: text('filter').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    reviews: integer('reviews').notNull(),
    latitudeSum: doublePrecision('latitude_sum').notNull(),
    longitudeSum: doublePrecision('longitude_sum').notNull(),
    scoreSum: integer('score_sum').notNull(),
  },
  // A box's cells are a range of x and of y at one zoom and filter: one index range, y checked within it.
  (t) => [primaryKey({ columns: [t.zoom, t.filter, t.x, t.y] })],
);
