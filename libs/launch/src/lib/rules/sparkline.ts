/**
 * The SVG path of a performance curve (issue 25 item 2: the traders' sparklines and the trader page's chart), drawn
 * inline without a chart library: points spread evenly over the width, the lowest value at the bottom and the highest
 * at the top, rounded to 0.1 px. Fewer than two points draw a flat line through the middle.
 */
export function sparklinePath(points: readonly number[], width: number, height: number): string {
  const round = (n: number) => Math.round(n * 10) / 10;
  if (points.length < 2) return `M0 ${round(height / 2)} L${width} ${round(height / 2)}`;
  const min = Math.min(...points);
  const max = Math.max(...points);
  const span = max - min || 1;
  return points
    .map((p, i) => {
      const x = round((i / (points.length - 1)) * width);
      const y = round(max === min ? height / 2 : height - ((p - min) / span) * height);
      return `${i === 0 ? 'M' : 'L'}${x} ${y}`;
    })
    .join(' ');
}

/** Whether a curve ends up (the sparkline's colour): its last point is not below its first. */
export const curveRises = (points: readonly number[]): boolean => points.length < 2 || (points[points.length - 1] ?? 0) >= (points[0] ?? 0);
