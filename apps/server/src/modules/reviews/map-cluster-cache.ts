import { MAP_CLUSTER_CELLS_PER_TILE, mapCellDegrees, mapTileDegrees, type MapBounds } from '@suara/domain';

/** One cluster: a grid cell's reviews at their mean position, with their count and rounded mean score. */
export type MapClusterCell = { latitude: number; longitude: number; count: number; score: number };
/** A cell as the database groups it: its column and row on the grid, with the cluster. */
export type GridCell = MapClusterCell & { column: number; row: number };

/** How long a tile's clusters are reused: a zoomed-out map may lag new reviews by this much, never more. */
export const CLUSTER_TILE_TTL_MS = 30_000;
/** Tiles kept at most (each a few cells): a few megabytes whatever the traffic. */
export const CLUSTER_TILES_MAX = 20_000;

type Tile = { x: number; y: number };

/** The grid tiles (of mapTileDegrees(zoom) degrees) that the box touches, edges included. */
export function tilesCovering(box: MapBounds, zoom: number): Tile[] {
  const size = mapTileDegrees(zoom);
  const tiles: Tile[] = [];
  for (let y = Math.floor(box.south / size); y <= Math.floor(box.north / size); y++) {
    for (let x = Math.floor(box.west / size); x <= Math.floor(box.east / size); x++) tiles.push({ x, y });
  }
  return tiles;
}

/** The smallest box that holds every one of `tiles`, kept inside the world. */
export function boundsOfTiles(tiles: Tile[], zoom: number): MapBounds {
  const size = mapTileDegrees(zoom);
  const xs = tiles.map((t) => t.x);
  const ys = tiles.map((t) => t.y);
  return {
    west: Math.max(-180, Math.min(...xs) * size),
    east: Math.min(180, (Math.max(...xs) + 1) * size),
    south: Math.max(-90, Math.min(...ys) * size),
    north: Math.min(90, (Math.max(...ys) + 1) * size),
  };
}

/** The tile a grid cell lies in: cells are aligned quarters of tiles, so each lies in exactly one. */
const tileOfCell = (column: number, row: number): Tile => ({
  x: Math.floor(column / MAP_CLUSTER_CELLS_PER_TILE),
  y: Math.floor(row / MAP_CLUSTER_CELLS_PER_TILE),
});

/** A tile's clusters as answered, and as grid cells to tell which lie inside a box. */
type Entry = { cells: MapClusterCell[]; grid: GridCell[]; expires: number };

/**
 * The zoomed-out map's clusters, per tile and filter, in this process. Grouping a whole city's
 * reviews costs tens of milliseconds (seconds at a million reviews); the same tiles are asked for
 * by everyone who opens the map or pans across it, so a tile is grouped once per
 * CLUSTER_TILE_TTL_MS, and requests that miss a tile while it is being grouped wait for that one
 * grouping instead of starting their own (single flight). Whole tiles (not the box asked for) are
 * grouped, so a cluster does not change as the map pans.
 */
export function createMapClusterCache({ now = Date.now, ttlMs = CLUSTER_TILE_TTL_MS, maxTiles = CLUSTER_TILES_MAX } = {}) {
  const tiles = new Map<string, Entry>();
  /** The tiles being grouped now, each with its cells to come. */
  const grouping = new Map<string, Promise<MapClusterCell[]>>();
  const keyOf = (scope: string, tile: Tile) => `${scope}|${tile.x}|${tile.y}`;

  function readEntry(key: string) {
    const entry = tiles.get(key);
    if (entry && entry.expires > now()) return entry;
    tiles.delete(key);
    return undefined;
  }
  const read = (key: string) => readEntry(key)?.cells;

  function write(key: string, grid: GridCell[]) {
    const cells = grid.map(({ latitude, longitude, count, score }) => ({ latitude, longitude, count, score }));
    tiles.delete(key); // re-inserted last: a Map iterates oldest first, which is the one to evict
    tiles.set(key, { cells, grid, expires: now() + ttlMs });
    if (tiles.size > maxTiles) tiles.delete(tiles.keys().next().value!);
    return cells;
  }

  /** Groups `missing` (tiles neither cached nor being grouped) with one call of `group`, over the box that holds them. */
  function startGrouping(missing: Tile[], zoom: number, scoped: string, group: (box: MapBounds) => Promise<GridCell[]>) {
    const keys = missing.map((tile) => keyOf(scoped, tile));
    const batch = group(boundsOfTiles(missing, zoom)).then((cells) => {
      const fresh = new Map(keys.map((key) => [key, [] as GridCell[]]));
      for (const cell of cells) {
        // The box may hold tiles that were cached already: their cells are left to the cache.
        fresh.get(keyOf(scoped, tileOfCell(cell.column, cell.row)))?.push(cell);
      }
      return new Map([...fresh].map(([key, grid]) => [key, write(key, grid)]));
    });
    for (const key of keys) grouping.set(key, batch.then((answers) => answers.get(key)!));
    // Done or failed, the tiles are no longer being grouped (a failure is tried afresh next time).
    const settled = () => keys.forEach((key) => grouping.delete(key));
    batch.then(settled, settled);
  }

  return {
    /**
     * The clusters of every tile that `box` touches at `zoom`; `scope` names the filter. Tiles
     * neither cached nor being grouped are grouped together by one call of `group`.
     */
    async clusters(box: MapBounds, zoom: number, scope: string, group: (box: MapBounds) => Promise<GridCell[]>): Promise<MapClusterCell[]> {
      const scoped = `${zoom}|${scope}`;
      const wanted = tilesCovering(box, zoom);
      const missing = wanted.filter((tile) => read(keyOf(scoped, tile)) === undefined && !grouping.has(keyOf(scoped, tile)));
      if (missing.length > 0) startGrouping(missing, zoom, scoped, group);
      // Read in the same turn: every tile is now cached or being grouped.
      const parts = wanted.map((tile) => read(keyOf(scoped, tile)) ?? grouping.get(keyOf(scoped, tile))!);
      return (await Promise.all(parts)).flat();
    },

    /**
     * The clusters of every tile that `box` touches at `zoom`, when all are cached, with how many
     * reviews their cells lying wholly inside `box` hold: the box holds at least that many, as of
     * those tiles' grouping. Undefined when a tile the box touches is not cached.
     */
    cached(box: MapBounds, zoom: number, scope: string): { cells: MapClusterCell[]; surelyInside: number } | undefined {
      const scoped = `${zoom}|${scope}`;
      const cell = mapCellDegrees(zoom);
      const cells: MapClusterCell[] = [];
      let surelyInside = 0;
      for (const tile of tilesCovering(box, zoom)) {
        const entry = readEntry(keyOf(scoped, tile));
        if (!entry) return undefined;
        cells.push(...entry.cells);
        for (const { column, row, count } of entry.grid) {
          const inside = column * cell >= box.west && (column + 1) * cell <= box.east && row * cell >= box.south && (row + 1) * cell <= box.north;
          if (inside) surelyInside += count;
        }
      }
      return { cells, surelyInside };
    },
  };
}

export type MapClusterCache = ReturnType<typeof createMapClusterCache>;
