import { FEELINGS, mapCellDegrees, type FeelingKey, type MapBounds } from '@suara/domain';
import { sql } from 'drizzle-orm';
import { reviews } from '../../db/schema/index.ts';
import type { TestApp } from '../users/users.test-support.ts';
import type { GridCell } from './map-cluster-cache.ts';
import { listMapCells, listMapClusters, mapCellsFilterOf, type ReviewConditions } from './reviews-browse.repository.ts';
import type { OptionIds } from './reviews.test-support.ts';

// Helpers of the browse tests: reviews written straight into the database, in bulk, with the
// counters, times and statuses the API cannot set yet.
export type ReviewValues = Partial<typeof reviews.$inferInsert>;

/** The feeling's option id with its score, as a review row holds them. */
export function feelingOf(ids: OptionIds, key: FeelingKey) {
  return { feelingId: ids.feeling[key]!, score: FEELINGS.find((f) => f.key === key)!.score };
}

export async function insertReviews(t: TestApp, ids: OptionIds, userId: string, rows: ReviewValues[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const values = rows.map((row) => ({
    userId,
    ...feelingOf(ids, 'FAIR'),
    serviceId: ids.service.STAGE_BUS!,
    aspectId: ids.aspect.DRIVER!,
    experience: 'The bus was late again.',
    incidentAt: new Date('2025-01-01T00:00:00Z'),
    ...row,
  }));
  const inserted = await t.db.insert(reviews).values(values).returning({ id: reviews.id });
  return inserted.map((row) => row.id);
}

/** An instant given as Kuala Lumpur wall-clock time ('2025-03-10 23:30'). */
export const klTime = (local: string) => new Date(`${local.replace(' ', 'T')}:00+08:00`);

/** Every review row as the lists see it, created_at to the microsecond as text. */
export function allReviewRows(t: TestApp) {
  return t.db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      feelingId: reviews.feelingId,
      serviceId: reviews.serviceId,
      aspectId: reviews.aspectId,
      operatorName: reviews.operatorName,
      routeName: reviews.routeName,
      score: reviews.score,
      commentCount: reviews.commentCount,
      likeCount: reviews.likeCount,
      unlikeCount: reviews.unlikeCount,
      latitude: reviews.latitude,
      longitude: reviews.longitude,
      status: reviews.status,
      deletedAt: reviews.deletedAt,
      createdAt: reviews.createdAt,
      createdAtText: sql<string>`to_char(${reviews.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(reviews);
}
export type ReviewRow = Awaited<ReturnType<typeof allReviewRows>>[number];

export const isVisible = (row: ReviewRow) => row.deletedAt === null && row.status !== 'hidden';

const WORLD: MapBounds = { west: -180, south: -90, east: 180, north: 90 };
const byCell = (cells: GridCell[]) => [...cells].sort((a, b) => a.column - b.column || a.row - b.row);

/**
 * The whole world's clusters at `zoom` for the reviews `where` narrows to, twice, each in one order:
 * as the database keeps them (review_map_cells; `where` must be a kept filter) and as the reviews group live.
 */
export async function keptAndGroupedCells(t: TestApp, zoom: number, where: ReviewConditions = {}) {
  const kept = mapCellsFilterOf(where, zoom);
  if (kept === undefined) throw new Error(`no kept cells for ${JSON.stringify(where)} at zoom ${zoom}`);
  return {
    kept: byCell(await listMapCells(t.db, WORLD, zoom, kept)),
    grouped: byCell(await listMapClusters(t.db, WORLD, where, mapCellDegrees(zoom))),
  };
}

/** What must be equal between kept and grouped cells: the places are sums divided, equal only to float precision. */
export const exactPartsOf = (cells: GridCell[]) => cells.map(({ column, row, count, score }) => ({ column, row, count, score }));
