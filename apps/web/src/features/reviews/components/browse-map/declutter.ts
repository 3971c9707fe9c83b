import type L from 'leaflet';

/*
 * Bus stops make way for reviews. Review markers (points and groups) are the page's content and sit
 * in Leaflet's marker pane, above the stops' pane; a stop (or group of stops) whose square would be
 * under a review marker is moved aside on screen by the least distance that clears every review
 * marker, so both stay visible and clickable. A stop that cannot be cleared within MAX_SHIFT_PX is
 * hidden until a zoom separates them, as map labels give way on collision.
 */

/** Space kept between a moved stop and the review marker it makes way for. */
const GAP_PX = 2;
/** Farther than this, a stop would read as somewhere else. */
const MAX_SHIFT_PX = 48;
/** leaflet.markercluster animates its groups for 0.3 s after a zoom; laid out again once they are still. */
const SETTLE_MS = 350;

type Box = { left: number; top: number; right: number; bottom: number };

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const shifted = (box: Box, dx: number, dy: number): Box => ({ left: box.left + dx, right: box.right + dx, top: box.top + dy, bottom: box.bottom + dy });

function boxOf(element: Element, gap = 0): Box {
  const rect = element.getBoundingClientRect();
  return { left: rect.left - gap, top: rect.top - gap, right: rect.right + gap, bottom: rect.bottom + gap };
}

/** The smallest move of `stop` that clears every box of `obstacles`, or null when none is close enough. */
export function clearingShift(stop: Box, obstacles: Box[]): [number, number] | null {
  if (!obstacles.some((obstacle) => overlaps(stop, obstacle))) return [0, 0];
  const reach = obstacles.filter((obstacle) =>
    overlaps({ left: stop.left - MAX_SHIFT_PX, top: stop.top - MAX_SHIFT_PX, right: stop.right + MAX_SHIFT_PX, bottom: stop.bottom + MAX_SHIFT_PX }, obstacle),
  );
  const xs = [0, ...reach.flatMap((o) => [o.right - stop.left, o.left - stop.right])];
  const ys = [0, ...reach.flatMap((o) => [o.bottom - stop.top, o.top - stop.bottom])];
  const moves = xs
    .flatMap((dx) => ys.map((dy): [number, number] => [dx, dy]))
    .filter(([dx, dy]) => Math.hypot(dx, dy) <= MAX_SHIFT_PX)
    .sort((a, b) => Math.hypot(...a) - Math.hypot(...b));
  return moves.find(([dx, dy]) => !reach.some((obstacle) => overlaps(shifted(stop, dx, dy), obstacle))) ?? null;
}

/** Keeps the stops in `stopPane` clear of the review markers; returns the function that stops it. */
export function declutterStops(map: L.Map, stopPane: string): () => void {
  let frame = 0;
  let settle = 0;

  const layout = () => {
    frame = 0;
    const stops = [...(map.getPane(stopPane)?.querySelectorAll<HTMLElement>('.leaflet-marker-icon') ?? [])];
    if (!stops.length) return;
    for (const stop of stops) {
      stop.style.translate = '';
      stop.style.visibility = '';
    }
    const reviews = [...(map.getPane('markerPane')?.querySelectorAll<HTMLElement>('.leaflet-marker-icon') ?? [])].map((element) =>
      boxOf(element, GAP_PX),
    );
    if (!reviews.length) return;
    for (const stop of stops) {
      const shift = clearingShift(boxOf(stop), reviews);
      if (!shift) stop.style.visibility = 'hidden';
      else if (shift[0] || shift[1]) stop.style.translate = `${shift[0]}px ${shift[1]}px`;
    }
  };

  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(layout);
    window.clearTimeout(settle);
    settle = window.setTimeout(() => {
      if (!frame) frame = requestAnimationFrame(layout);
    }, SETTLE_MS);
  };

  const events = 'layeradd layerremove zoomend moveend resize';
  map.on(events, schedule);
  schedule();
  return () => {
    map.off(events, schedule);
    cancelAnimationFrame(frame);
    window.clearTimeout(settle);
  };
}
