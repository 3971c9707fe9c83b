import { formatBbox, MAP_ZOOM_MAX, ZMapQuery, type MapBounds } from '@suara/domain';
import { describe, expect, it } from 'vitest';
import { zoomForBox } from './fit-view';

/** Whether GET /api/reviews/map's own rule takes the box at that zoom. */
const accepted = (bounds: MapBounds, zoom: number) => ZMapQuery.safeParse({ bbox: formatBbox(bounds), zoom: String(zoom) }).success;

describe('zoomForBox', () => {
  it('is the closest zoom the API accepts the box at', () => {
    for (const box of [
      { west: 101.2, south: 2.7, east: 101.9, north: 3.4 },
      { west: -180, south: -85, east: 180, north: 85 },
    ]) {
      const zoom = zoomForBox(box);
      expect(accepted(box, zoom)).toBe(true);
      expect(accepted(box, zoom + 1)).toBe(false);
    }
    expect(zoomForBox({ west: 101.7, south: 3.1, east: 101.7, north: 3.1 })).toBe(MAP_ZOOM_MAX);
  });

  it('steps out for a box a hair over a zoom’s limit, which the logarithm rounded in', () => {
    // Seen in a journey: the cells' box, 5.625000000000001° tall, came out at zoom 11 (limit 5.625°).
    const box = { west: 100.31897490071434, south: 2.5200346306592953, east: 105.94397490071434, north: 8.145034630659296 };
    const zoom = zoomForBox(box);
    expect(zoom).toBe(10);
    expect(accepted(box, zoom)).toBe(true);
  });
});
