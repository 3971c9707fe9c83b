import { MAP_BBOX_TILES_MAX, MAP_ZOOM_MAX, MAP_ZOOM_MIN, mapTileDegrees, type MapBounds } from '@suara/domain';
import type { MapView, ReviewMapData } from '../../api/review-map-api';

/*
 * Where the reviews are, for the map's first view: GET /api/reviews/map is asked for the whole
 * world, then for the box of the cells its clusters fell in, closer each time, until the answer is
 * points (their exact box) or cells small against the box (a cell's mean lies inside its cell, so
 * the cells' box holds every review). Two or three small requests; no new API.
 */

const WORLD: MapBounds = { west: -180, south: -85, east: 180, north: 85 };
/** Cells this many times smaller than the box: close enough (the view gains at most a 16th each side). */
const PRECISION = 16;
const ROUNDS_MAX = 4;

/** The closest zoom at which GET /api/reviews/map accepts the box (at most MAP_BBOX_TILES_MAX tiles each way). */
export function zoomForBox({ west, south, east, north }: MapBounds): number {
  const span = Math.max(east - west, north - south, 1e-6);
  let zoom = Math.min(MAP_ZOOM_MAX, Math.max(MAP_ZOOM_MIN, Math.floor(Math.log2((MAP_BBOX_TILES_MAX * mapTileDegrees(0)) / span))));
  // The logarithm rounds: a box a hair over a zoom's limit (5.625000000000001° at zoom 11) came out
  // at that zoom, and the API, comparing as written here, refused it.
  while (zoom > MAP_ZOOM_MIN && span > MAP_BBOX_TILES_MAX * mapTileDegrees(zoom)) zoom -= 1;
  return zoom;
}

function boxOf(items: ReadonlyArray<{ latitude: number; longitude: number }>, pad: number): MapBounds {
  const lngs = items.map((item) => item.longitude);
  const lats = items.map((item) => item.latitude);
  return {
    west: Math.max(WORLD.west, Math.min(...lngs) - pad),
    south: Math.max(WORLD.south, Math.min(...lats) - pad),
    east: Math.min(WORLD.east, Math.max(...lngs) + pad),
    north: Math.min(WORLD.north, Math.max(...lats) + pad),
  };
}

/** reviewsBox's first request (its first box is the world), the same for every filter: the page asks it while the map's code loads. */
export const FIRST_PROBE: MapView = { bounds: WORLD, zoom: zoomForBox(WORLD) };

/** The box around every review the filters match, or null when there is none. */
export async function reviewsBox(fetchMap: (view: MapView) => Promise<ReviewMapData>): Promise<MapBounds | null> {
  let box = WORLD;
  for (let round = 0; ; round += 1) {
    const data = await fetchMap({ bounds: box, zoom: zoomForBox(box) });
    if (!data.items.length) return null;
    if (data.kind === 'points') return boxOf(data.items, 0);
    // The cells the clusters fell in: each cluster's mean position, padded by a whole cell.
    const cells = boxOf(data.items, data.cellDegrees);
    const span = Math.max(cells.east - cells.west, cells.north - cells.south);
    if (span >= PRECISION * data.cellDegrees || round + 1 >= ROUNDS_MAX) return cells;
    box = cells;
  }
}
