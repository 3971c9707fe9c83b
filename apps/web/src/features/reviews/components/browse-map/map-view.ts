import type L from 'leaflet';
import { MAP_BBOX_TILES_MAX, MAP_ZOOM_MAX, MAP_ZOOM_MIN, mapTileDegrees } from '@suara/domain';
import type { MapView } from '../../api/review-map-api';

/** Four decimals (about 11 m): the box is rounded outwards, so tiny moves reuse the cached answer. */
const STEP = 1e4;
const down = (value: number) => Math.floor(value * STEP) / STEP;
const up = (value: number) => Math.ceil(value * STEP) / STEP;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The box and zoom to ask GET /api/reviews/map for: Leaflet's bounds clamped to the world (its
 * view may run past the date line or the poles), at most MAP_BBOX_TILES_MAX tiles each way around
 * the centre. Null when nothing of the world is in view.
 */
export function mapViewOf(map: L.Map): MapView | null {
  const zoom = clamp(Math.round(map.getZoom()), MAP_ZOOM_MIN, MAP_ZOOM_MAX);
  const bounds = map.getBounds();
  const center = bounds.getCenter();
  // Less a rounding step, so the rounded box still fits.
  const half = (MAP_BBOX_TILES_MAX * mapTileDegrees(zoom)) / 2 - 1 / STEP;
  const west = down(clamp(Math.max(bounds.getWest(), center.lng - half), -180, 180));
  const east = up(clamp(Math.min(bounds.getEast(), center.lng + half), -180, 180));
  const south = down(clamp(Math.max(bounds.getSouth(), center.lat - half), -90, 90));
  const north = up(clamp(Math.min(bounds.getNorth(), center.lat + half), -90, 90));
  if (!(west < east && south < north)) return null;
  return { bounds: { west, south, east, north }, zoom };
}

/** Moves the map: a short flight, or a jump when the reader prefers reduced motion. */
export function moveMap(map: L.Map, target: L.LatLngExpression, zoom: number, reduceMotion: boolean) {
  if (reduceMotion) map.setView(target, zoom, { animate: false });
  else map.flyTo(target, zoom, { duration: 0.5 });
}
