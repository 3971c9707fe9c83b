import type { ReviewMapCluster } from '../../api/review-map-api';

export type ScreenPoint = { x: number; y: number };

/** Space kept between two group markers, so each is a target of its own (WCAG 2.2 target size). */
const GAP_PX = 4;

/**
 * The server groups reviews by grid cell, so two neighbouring cells' groups can be drawn a few pixels
 * apart and cover each other. Groups whose discs would touch become one, biggest first: it keeps its
 * place, the counts add up and the feeling is the mean over all their reviews. Pressing it zooms in,
 * where the server's smaller cells part them again.
 */
export function mergeOverlapping(
  clusters: readonly ReviewMapCluster[],
  toScreen: (cluster: ReviewMapCluster) => ScreenPoint,
  sizeOf: (count: number) => number,
): ReviewMapCluster[] {
  const kept: { cluster: ReviewMapCluster; at: ScreenPoint; scoreSum: number }[] = [];
  for (const cluster of [...clusters].sort((a, b) => b.count - a.count)) {
    const at = toScreen(cluster);
    const size = sizeOf(cluster.count);
    const host = kept.find((k) => Math.hypot(k.at.x - at.x, k.at.y - at.y) < (sizeOf(k.cluster.count) + size) / 2 + GAP_PX);
    if (!host) {
      kept.push({ cluster: { ...cluster }, at, scoreSum: cluster.score * cluster.count });
      continue;
    }
    host.scoreSum += cluster.score * cluster.count;
    host.cluster.count += cluster.count;
    host.cluster.score = host.scoreSum / host.cluster.count;
  }
  return kept.map((k) => k.cluster);
}
