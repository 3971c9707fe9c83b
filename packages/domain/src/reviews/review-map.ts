// The browse map's query (GET /api/reviews/map): its limits and box; the schemas are in
// review-map-schema.ts, apart so the map's page asks where the reviews are without zod
// (docs/decisions.md, "Schemas apart").

/** Up to this many reviews in the box come as points; more come as clusters. */
export const MAP_POINTS_MAX = 400;
export const MAP_ZOOM_MIN = 0;
export const MAP_ZOOM_MAX = 19;
/** The box may be at most this many tiles wide and tall at its zoom: room for any screen (a 4K one shows 15 by 9). */
export const MAP_BBOX_TILES_MAX = 32;
/** Clusters are quarter-tile cells: about 64 screen pixels on 256-pixel tiles. */
export const MAP_CLUSTER_CELLS_PER_TILE = 4;

/** Width of a map tile in degrees of longitude at `zoom` (the whole world is one tile at zoom 0). */
export const mapTileDegrees = (zoom: number) => 360 / 2 ** zoom;
/** Side of a cluster cell in degrees at `zoom`. */
export const mapCellDegrees = (zoom: number) => mapTileDegrees(zoom) / MAP_CLUSTER_CELLS_PER_TILE;

export type MapBounds = { west: number; south: number; east: number; north: number };

/** The `bbox` parameter for `bounds`: west,south,east,north. */
export const formatBbox = ({ west, south, east, north }: MapBounds) => `${west},${south},${east},${north}`;
