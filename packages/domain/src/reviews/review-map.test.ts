import { describe, expect, it } from 'vitest';
import { errorsOf, parseOk } from '../testing.ts';
import { formatBbox, MAP_BBOX_TILES_MAX, MAP_POINTS_MAX, MAP_ZOOM_MAX, MAP_ZOOM_MIN, mapCellDegrees, mapTileDegrees } from './review-map.ts';
import { makeZMapQuery, ZMapQuery } from './review-map-schema.ts';

// 15 June 2024, 00:30 in Kuala Lumpur.
const Z = makeZMapQuery(() => new Date('2024-06-15T00:30:00+08:00'));
const KL = '101.5,3.0,101.8,3.3';

describe('map constants', () => {
  it('are the agreed limits, with tiles and cells in degrees', () => {
    expect([MAP_POINTS_MAX, MAP_ZOOM_MIN, MAP_ZOOM_MAX, MAP_BBOX_TILES_MAX]).toEqual([400, 0, 19, 32]);
    expect(mapTileDegrees(0)).toBe(360);
    expect(mapTileDegrees(13)).toBeCloseTo(0.0439453125);
    expect(mapCellDegrees(0)).toBe(90);
    expect(mapCellDegrees(13)).toBe(mapTileDegrees(13) / 4);
  });
});

describe('ZMapQuery', () => {
  it('parses the box, the zoom from query-string digits or a number, and the filters', () => {
    expect(parseOk(Z, { bbox: KL, zoom: '13' })).toEqual({ bbox: { west: 101.5, south: 3, east: 101.8, north: 3.3 }, zoom: 13 });
    expect(parseOk(Z, { bbox: ' -1e-7 , -90,180 ,90', zoom: 0, operator: ' Rapid ', from: '2024-06-01', to: '2024-06-15' })).toEqual({
      bbox: { west: -1e-7, south: -90, east: 180, north: 90 },
      zoom: 0,
      operator: 'Rapid',
      from: '2024-06-01',
      to: '2024-06-15',
    });
    expect(ZMapQuery.safeParse({ bbox: '101.6,3.1,101.61,3.11', zoom: MAP_ZOOM_MAX }).success).toBe(true);
  });

  it('builds the bbox parameter it parses', () => {
    const bounds = { west: 101.55, south: 3.05, east: 101.75, north: 3.2 };
    expect(formatBbox(bounds)).toBe('101.55,3.05,101.75,3.2');
    expect(parseOk(Z, { bbox: formatBbox(bounds), zoom: 13 }).bbox).toEqual(bounds);
  });

  it.each([
    ['three numbers', '101.5,3.0,101.8'],
    ['five numbers', '101.5,3.0,101.8,3.3,4'],
    ['words', 'a,b,c,d'],
    ['an empty part', '101.5,,101.8,3.3'],
    ['hexadecimal', '0x10,3.0,101.8,3.3'],
    ['infinity', '-Infinity,3.0,101.8,3.3'],
    ['an overflowing exponent', '1e999,3.0,101.8,3.3'],
    ['nothing', ''],
  ])('refuses %s as bboxInvalid', (_what, bbox) => {
    expect(errorsOf(Z, { bbox, zoom: 13 })).toEqual({ bbox: 'bboxInvalid' });
  });

  it('needs a bbox that is a string', () => {
    expect(errorsOf(Z, { zoom: 13 })).toEqual({ bbox: 'bboxInvalid' });
    expect(errorsOf(Z, { bbox: ['1', '2', '3', '4'], zoom: 13 })).toEqual({ bbox: 'bboxInvalid' });
  });

  it('refuses a box outside the world', () => {
    for (const bbox of ['-181,0,10,10', '0,-90.5,10,10', '0,0,180.1,10', '0,0,10,91']) {
      expect(errorsOf(Z, { bbox, zoom: 3 }), bbox).toEqual({ bbox: 'bboxOutsideWorld' });
    }
  });

  it('refuses an inverted or empty box', () => {
    for (const bbox of ['101.8,3.0,101.5,3.3', '101.5,3.3,101.8,3.0', '101.5,3.0,101.5,3.3', '101.5,3.0,101.8,3.0']) {
      expect(errorsOf(Z, { bbox, zoom: 13 }), bbox).toEqual({ bbox: 'bboxInverted' });
    }
  });

  it('takes the whole world when zoomed out, but not more than 32 tiles across at the zoom', () => {
    const world = '-180,-90,180,90';
    for (const zoom of [0, 1, 2, 3, 4, 5]) expect(errorsOf(Z, { bbox: world, zoom }), `zoom ${zoom}`).toEqual({});
    expect(errorsOf(Z, { bbox: world, zoom: 6 })).toEqual({ bbox: 'bboxTooLarge' });
    expect(errorsOf(Z, { bbox: world, zoom: 15 })).toEqual({ bbox: 'bboxTooLarge' });
    // At zoom 13 a tile is 0.0439 degrees: 32 tiles is 1.40625 degrees, wide or tall.
    expect(errorsOf(Z, { bbox: '101,3,102.40625,4.40625', zoom: 13 })).toEqual({});
    expect(errorsOf(Z, { bbox: '101,3,102.41,3.5', zoom: 13 })).toEqual({ bbox: 'bboxTooLarge' });
    expect(errorsOf(Z, { bbox: '101,3,101.5,4.41', zoom: 13 })).toEqual({ bbox: 'bboxTooLarge' });
  });

  it('needs a whole zoom from 0 to 19', () => {
    for (const zoom of ['25', '20', '-1', 'x', '1.5', '', undefined, 13.5]) {
      expect(errorsOf(Z, { bbox: KL, zoom }), String(zoom)).toEqual({ zoom: 'invalidValue' });
    }
  });

  it('checks the filters as the list does', () => {
    expect(errorsOf(Z, { bbox: KL, zoom: 13, feeling: 'x', from: '2024/06/01' })).toEqual({ feeling: 'invalidValue', from: 'dateInvalid' });
    expect(errorsOf(Z, { bbox: KL, zoom: 13, to: '2024-06-16' })).toEqual({ to: 'dateInFuture' });
    expect(errorsOf(Z, { bbox: KL, zoom: 13, from: '2024-06-10', to: '2024-06-09' })).toEqual({ to: 'dateToBeforeFrom' });
  });

  it('ignores what the map does not take (sort, cursor, limit)', () => {
    expect(parseOk(Z, { bbox: KL, zoom: 13, sort: 'nonsense', limit: 'x' })).toEqual({ bbox: { west: 101.5, south: 3, east: 101.8, north: 3.3 }, zoom: 13 });
  });
});
