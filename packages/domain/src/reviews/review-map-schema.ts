import { z } from 'zod';
import { err } from '../shared/errors.ts';
import type { MessageCode } from '../shared/messages.ts';
import { systemClock, type Clock } from './review-details.ts';
import { queryInteger, refineFilterDates, reviewFilterShape } from './review-filter.ts';
import { MAP_BBOX_TILES_MAX, MAP_ZOOM_MAX, MAP_ZOOM_MIN, mapTileDegrees, type MapBounds } from './review-map.ts';

// The browse map's query (GET /api/reviews/map), as the server checks it.

// A decimal number as JavaScript prints one (exponents included: 1e-7); not '', '0x10' or 'Infinity'.
const DECIMAL_RE = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

const outsideWorld = ({ west, south, east, north }: MapBounds) =>
  [south, north].some((lat) => lat < -90 || lat > 90) || [west, east].some((lng) => lng < -180 || lng > 180);

function bboxProblem(bounds: MapBounds): MessageCode | undefined {
  if (outsideWorld(bounds)) return 'bboxOutsideWorld';
  if (bounds.west >= bounds.east || bounds.south >= bounds.north) return 'bboxInverted';
  return undefined;
}

/** 'west,south,east,north' in degrees → MapBounds; the box must lie in the world, west of east and south of north. */
export const ZBbox = z.string(err('bboxInvalid')).transform((value, ctx): MapBounds => {
  const parts = value.split(',').map((part) => part.trim());
  const numbers = parts.map(Number);
  if (parts.length !== 4 || !parts.every((part) => DECIMAL_RE.test(part)) || !numbers.every(Number.isFinite)) {
    ctx.addIssue({ code: 'custom', message: 'bboxInvalid' });
    return z.NEVER;
  }
  const [west, south, east, north] = numbers as [number, number, number, number];
  const bounds = { west, south, east, north };
  const problem = bboxProblem(bounds);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return bounds;
});

export const ZMapZoom = z.preprocess(
  queryInteger,
  z
    .number(err('invalidValue'))
    .int(err('invalidValue'))
    .min(MAP_ZOOM_MIN, err('invalidValue'))
    .max(MAP_ZOOM_MAX, err('invalidValue')),
);

/**
 * GET /api/reviews/map query: the box and zoom the map shows, plus the list's filters. The box
 * may span at most MAP_BBOX_TILES_MAX tiles each way at that zoom, so a zoomed-in map cannot ask
 * for the whole world.
 */
export function makeZMapQuery(now: Clock = systemClock) {
  const refineDates = refineFilterDates(now);
  return z.object({ ...reviewFilterShape, bbox: ZBbox, zoom: ZMapZoom }).superRefine((query, ctx) => {
    refineDates(query, ctx);
    const { bbox, zoom } = query;
    // Object refinements also run after a failed range check: size the box on a valid zoom only.
    if (!ZMapZoom.safeParse(zoom).success) return;
    const span = MAP_BBOX_TILES_MAX * mapTileDegrees(zoom);
    if (bbox.east - bbox.west > span || bbox.north - bbox.south > span) {
      ctx.addIssue({ code: 'custom', message: 'bboxTooLarge', path: ['bbox'] });
    }
  });
}

export const ZMapQuery = makeZMapQuery();
export type MapQuery = z.infer<typeof ZMapQuery>;
