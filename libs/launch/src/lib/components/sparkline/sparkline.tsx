import { curveRises, sparklinePath } from '../../rules/sparkline';

export interface SparklineProps {
  points: readonly number[];
  /** The accessible name (what the curve shows). */
  label: string;
  width?: number;
  height?: number;
}

/** A performance curve as inline SVG (issue 25 item 2): green when it ends up, red when down; it scales to its box. */
export function Sparkline({ points, label, width = 120, height = 36 }: SparklineProps) {
  const colour = curveRises(points) ? 'var(--chakra-colors-green-500, #16a34a)' : 'var(--chakra-colors-red-500, #dc2626)';
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-1 -1 ${width + 2} ${height + 2}`}
      width="100%"
      height={height}
      preserveAspectRatio="none"
      style={{ display: 'block', maxWidth: '100%' }}
    >
      <path d={sparklinePath(points, width, height)} fill="none" stroke={colour} strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
