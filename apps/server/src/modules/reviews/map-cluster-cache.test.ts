import { mapCellDegrees, mapTileDegrees, type MapBounds } from '@suara/domain';
import { describe, expect, it } from 'vitest';
import { boundsOfTiles, createMapClusterCache, tilesCovering, type GridCell } from './map-cluster-cache.ts';

const ZOOM = 10;
const CELL = mapCellDegrees(ZOOM);
const TILE = mapTileDegrees(ZOOM);

/** A grid cell at a position, as the database would group it. */
const cellAt = (latitude: number, longitude: number, count = 1): GridCell => ({
  column: Math.floor(longitude / CELL),
  row: Math.floor(latitude / CELL),
  latitude,
  longitude,
  count,
  score: 0,
});

/** A fake database: the cells inside the box asked for, and every box it was asked. */
function fakeGrouping(cells: GridCell[]) {
  const asked: MapBounds[] = [];
  const group = async (box: MapBounds) => {
    asked.push(box);
    return cells.filter((c) => c.latitude >= box.south && c.latitude <= box.north && c.longitude >= box.west && c.longitude <= box.east);
  };
  return { asked, group };
}

describe('tilesCovering and boundsOfTiles', () => {
  it('lists every tile the box touches, and the box of tiles holds it', () => {
    const box = { west: 101.5, south: 3.0, east: 101.8, north: 3.2 };
    const tiles = tilesCovering(box, ZOOM);
    const bounds = boundsOfTiles(tiles, ZOOM);
    expect(bounds.west).toBeLessThanOrEqual(box.west);
    expect(bounds.east).toBeGreaterThanOrEqual(box.east);
    expect(bounds.south).toBeLessThanOrEqual(box.south);
    expect(bounds.north).toBeGreaterThanOrEqual(box.north);
    expect(bounds.east - bounds.west).toBeCloseTo(TILE * new Set(tiles.map((t) => t.x)).size);
  });

  it('keeps the box of tiles inside the world', () => {
    expect(boundsOfTiles(tilesCovering({ west: -180, south: -90, east: 180, north: 90 }, 0), 0)).toEqual({ west: -180, south: -90, east: 180, north: 90 });
  });
});

describe('createMapClusterCache', () => {
  const kl = { west: 101.55, south: 3.0, east: 101.75, north: 3.2 };
  const cells = [cellAt(3.1, 101.6, 5), cellAt(3.15, 101.7, 2), cellAt(3.5, 102.5, 9)];

  it('groups each tile once while it lasts, and the answer holds whole tiles', async () => {
    const { asked, group } = fakeGrouping(cells);
    const cache = createMapClusterCache();
    const first = await cache.clusters(kl, ZOOM, 'all', group);
    expect(first.map((c) => c.count).sort()).toEqual([2, 5]);
    expect(first[0]).not.toHaveProperty('column');
    // Panned a little, inside the same tiles: no new grouping, the same clusters.
    const panned = await cache.clusters({ ...kl, west: kl.west + 0.01, east: kl.east + 0.01 }, ZOOM, 'all', group);
    expect(asked).toHaveLength(1);
    expect(panned).toEqual(first);
  });

  it('groups only the tiles it has not got, and counts no cell twice', async () => {
    const { asked, group } = fakeGrouping(cells);
    const cache = createMapClusterCache();
    await cache.clusters(kl, ZOOM, 'all', group);
    const wider = { ...kl, east: 102.6, north: 3.6 };
    const answer = await cache.clusters(wider, ZOOM, 'all', group);
    expect(asked).toHaveLength(2);
    expect(answer.map((c) => c.count).sort((a, b) => a - b)).toEqual([2, 5, 9]);
  });

  it('keeps each filter and zoom apart', async () => {
    const { asked, group } = fakeGrouping(cells);
    const cache = createMapClusterCache();
    await cache.clusters(kl, ZOOM, 'all', group);
    await cache.clusters(kl, ZOOM, 'feeling=1', group);
    await cache.clusters(kl, ZOOM + 1, 'all', group);
    expect(asked).toHaveLength(3);
  });

  it('groups again once a tile has expired', async () => {
    let now = 0;
    const { asked, group } = fakeGrouping(cells);
    const cache = createMapClusterCache({ now: () => now, ttlMs: 1000 });
    await cache.clusters(kl, ZOOM, 'all', group);
    now = 999;
    await cache.clusters(kl, ZOOM, 'all', group);
    expect(asked).toHaveLength(1);
    now = 1000;
    await cache.clusters(kl, ZOOM, 'all', group);
    expect(asked).toHaveLength(2);
  });

  it('holds at most maxTiles tiles, dropping the oldest', async () => {
    const { asked, group } = fakeGrouping(cells);
    const cache = createMapClusterCache({ maxTiles: 1 });
    const inOneTile = (longitude: number) => ({ west: longitude, south: 3.1, east: longitude + 0.01, north: 3.11 });
    await cache.clusters(inOneTile(101.6), ZOOM, 'all', group);
    await cache.clusters(inOneTile(102.5), ZOOM, 'all', group);
    await cache.clusters(inOneTile(102.5), ZOOM, 'all', group);
    expect(asked).toHaveLength(2);
    await cache.clusters(inOneTile(101.6), ZOOM, 'all', group);
    expect(asked).toHaveLength(3);
  });

  it('lets requests that miss a tile while it is being grouped wait for that grouping (single flight)', async () => {
    const { asked, group } = fakeGrouping(cells);
    const cache = createMapClusterCache();
    const wider = { ...kl, east: 102.6, north: 3.6 };
    // Ten readers at once on the same tiles, and one on more of them: two groupings, the second of the new tiles only.
    const answers = await Promise.all([...Array.from({ length: 10 }, () => cache.clusters(kl, ZOOM, 'all', group)), cache.clusters(wider, ZOOM, 'all', group)]);
    expect(asked).toHaveLength(2);
    for (const answer of answers.slice(0, 10)) expect(answer.map((c) => c.count).sort((a, b) => a - b)).toEqual([2, 5]);
    expect(answers[10]!.map((c) => c.count).sort((a, b) => a - b)).toEqual([2, 5, 9]);
  });

  it('gives a failed grouping to every reader waiting on it, and groups afresh on the next request', async () => {
    let fail = true;
    const { asked, group } = fakeGrouping(cells);
    const flaky = async (box: MapBounds) => {
      const found = await group(box);
      if (fail) throw new Error('statement timeout');
      return found;
    };
    const cache = createMapClusterCache();
    const both = await Promise.allSettled([cache.clusters(kl, ZOOM, 'all', flaky), cache.clusters(kl, ZOOM, 'all', flaky)]);
    expect(both.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(asked).toHaveLength(1);
    fail = false;
    expect((await cache.clusters(kl, ZOOM, 'all', flaky)).map((c) => c.count).sort((a, b) => a - b)).toEqual([2, 5]);
    expect(asked).toHaveLength(2);
  });

  describe('cached', () => {
    // Three cells side by side: two wholly inside the box asked for, one cut by its east edge.
    const west = Math.floor(101.6 / CELL) * CELL;
    const tileCells = [cellAt(3.1, west + CELL * 0.5, 5), cellAt(3.1, west + CELL * 1.5, 7), cellAt(3.1, west + CELL * 2.5, 11)];
    const row = Math.floor(3.1 / CELL) * CELL;
    const box = { west, south: row, east: west + CELL * 2.5, north: row + CELL };

    it('knows nothing of a box whose tiles are not all cached', async () => {
      const { group } = fakeGrouping(tileCells);
      const cache = createMapClusterCache();
      expect(cache.cached(box, ZOOM, 'all')).toBeUndefined();
      await cache.clusters({ ...box, east: box.west + CELL / 2 }, ZOOM, 'all', group);
      expect(cache.cached({ ...box, east: box.east + TILE }, ZOOM, 'all')).toBeUndefined();
    });

    it('counts the cached cells wholly inside the box, not one the box cuts', async () => {
      const { asked, group } = fakeGrouping(tileCells);
      const cache = createMapClusterCache();
      await cache.clusters(box, ZOOM, 'all', group);
      expect(cache.cached(box, ZOOM, 'all')?.surelyInside).toBe(12);
      expect(cache.cached({ ...box, east: box.west + CELL * 3 }, ZOOM, 'all')?.surelyInside).toBe(23);
      expect(cache.cached({ ...box, north: box.north - CELL / 2 }, ZOOM, 'all')?.surelyInside).toBe(0);
      // With the clusters the box would get from clusters(), read from the same tiles.
      expect(cache.cached(box, ZOOM, 'all')?.cells).toEqual(await cache.clusters(box, ZOOM, 'all', group));
      expect(asked).toHaveLength(1);
    });

    it('keeps each filter and zoom apart, and forgets an expired tile', async () => {
      let now = 0;
      const { group } = fakeGrouping(tileCells);
      const cache = createMapClusterCache({ now: () => now, ttlMs: 1000 });
      await cache.clusters(box, ZOOM, 'all', group);
      expect(cache.cached(box, ZOOM, 'feeling=1')).toBeUndefined();
      expect(cache.cached(box, ZOOM + 1, 'all')).toBeUndefined();
      now = 1000;
      expect(cache.cached(box, ZOOM, 'all')).toBeUndefined();
    });
  });
});
