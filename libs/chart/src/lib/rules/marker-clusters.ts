/**
 * The width (and height) of an event marker on the chart (px): markers whose centres are closer than this overlap.
 * 24 px is WCAG 2.2's minimum target size (2.5.8; Lighthouse `target-size`, decision 1520): each marker is a button.
 */
export const EVENT_MARKER_WIDTH = 24;

/** Items drawn as one marker at `x` (the middle of their span). */
export interface PixelCluster<T> {
  x: number;
  items: T[];
}

/**
 * Declutters markers (issue 14 item 1): items whose markers would overlap at the current zoom are drawn as one.
 * Items are placed at `xOf(item)` (items at a non-finite x are dropped); neighbouring clusters whose centres are
 * closer than `width` merge, the closest pair first, until every two drawn markers are at least `width` apart.
 * Items at the same x always share a marker (even with a width of 0 or an invalid one). A cluster's x is the middle
 * of its items' span, so it never leaves the span. Clusters are ordered by x; items keep their input order within
 * an x and are ordered by x otherwise.
 */
export function clusterByPixelDistance<T>(items: readonly T[], xOf: (item: T) => number, width: number): PixelCluster<T>[] {
  const gap = Number.isFinite(width) && width > 0 ? width : 0;
  const placed = items
    .map((item, index) => ({ item, index, x: xOf(item) }))
    .filter((p) => Number.isFinite(p.x))
    .sort((a, b) => a.x - b.x || a.index - b.index);
  const clusters: { min: number; max: number; items: T[] }[] = [];
  for (const p of placed) {
    const last = clusters[clusters.length - 1];
    if (last && last.max === p.x) last.items.push(p.item);
    else clusters.push({ min: p.x, max: p.x, items: [p.item] });
  }
  const centre = (c: { min: number; max: number }) => (c.min + c.max) / 2;
  for (;;) {
    let at = -1;
    let closest = gap;
    for (let i = 0; i + 1 < clusters.length; i++) {
      const a = clusters[i];
      const b = clusters[i + 1];
      if (!a || !b) continue;
      const d = centre(b) - centre(a);
      if (d < closest) {
        closest = d;
        at = i;
      }
    }
    const a = clusters[at];
    const b = clusters[at + 1];
    if (!a || !b) break;
    clusters.splice(at, 2, { min: a.min, max: b.max, items: [...a.items, ...b.items] });
  }
  return clusters.map((c) => ({ x: centre(c), items: c.items }));
}
