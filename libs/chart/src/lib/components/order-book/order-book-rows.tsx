'use client';
import { Text } from '@chakra-ui/react';
import { FALL_COLOR, RISE_COLOR } from '@exchange/ui';
import { memo } from 'react';
import type { DisplayLevel } from '../../rules/order-book-display';

/** One row's height: the panel's height is reserved from it before the first snapshot (no layout shift). */
export const BOOK_ROW_PX = 22;

/**
 * The rows' styles, once on the panel (rows are plain elements: the book repaints many times a second). The depth
 * bar is the row's background, growing from the inline end (from the left in Arabic).
 */
export const BOOK_CSS = {
  '& [role=row][data-side]': {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr 1fr',
    gap: '8px',
    height: `${BOOK_ROW_PX}px`,
    alignItems: 'center',
    paddingInline: '4px',
    fontSize: '12px',
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'right center',
    backgroundSize: 'var(--depth) 100%',
  },
  '[dir=rtl] & [role=row][data-side]': { backgroundPosition: 'left center' },
  '& [role=row][data-side=bid]': {
    backgroundImage: `linear-gradient(color-mix(in srgb, ${RISE_COLOR} 16%, transparent), color-mix(in srgb, ${RISE_COLOR} 16%, transparent))`,
  },
  '& [role=row][data-side=ask]': {
    backgroundImage: `linear-gradient(color-mix(in srgb, ${FALL_COLOR} 16%, transparent), color-mix(in srgb, ${FALL_COLOR} 16%, transparent))`,
  },
  '& [role=row][data-side]:hover': { outline: '1px solid var(--chakra-colors-border-emphasized)' },
  '& [role=row][data-side] > [role=cell]': { textAlign: 'end', whiteSpace: 'nowrap', overflow: 'hidden' },
  '& [role=row][data-side] > [role=cell]:first-of-type': { textAlign: 'start' },
  '& [data-side=bid] > [role=cell]:first-of-type button': { color: RISE_COLOR },
  '& [data-side=ask] > [role=cell]:first-of-type button': { color: FALL_COLOR },
  '& [role=cell] button': { font: 'inherit', background: 'none', border: 0, padding: 0, cursor: 'pointer', fontWeight: 600 },
  '& [role=cell] button:focus-visible': { outline: '2px solid var(--chakra-colors-color-palette-focus-ring, #3b82f6)' },
  '& [data-spread-row]': {
    fontSize: '12px',
    color: 'var(--chakra-colors-fg-muted)',
    paddingInline: '4px',
    height: `${BOOK_ROW_PX + 8}px`,
    display: 'flex',
    alignItems: 'center',
    borderBlock: '1px solid var(--chakra-colors-border)',
  },
  '& [role=columnheader]': { textAlign: 'end', whiteSpace: 'nowrap' },
  '& [role=columnheader]:first-of-type': { textAlign: 'start' },
} as const;

/** How rows format their numbers and name their buttons (one object per locale and grouping, so rows stay memoised). */
interface LevelRowProps {
  side: 'bid' | 'ask';
  price: number;
  size: number;
  total: number;
  depth: number;
  sideLabel: string;
  format: RowFormat;
  onPick?: (price: string, side: 'buy' | 'sell') => void;
}

export interface RowFormat {
  price: (value: number) => string;
  size: (value: number) => string;
  pickLabel: (side: string, price: string, size: string) => string;
  decimals: number;
}

/** One level: re-rendered only when its own figures change (the book repaints many times a second). */
const LevelRow = memo(function LevelRow({ side, price, size, total, depth, sideLabel, format, onPick }: LevelRowProps) {
  const p = format.price(price);
  const s = format.size(size);
  const pick = () => onPick?.(price.toFixed(format.decimals), side === 'ask' ? 'buy' : 'sell');
  return (
    <div role="row" data-side={side} data-price={price} style={{ ['--depth' as string]: `${(depth * 100).toFixed(1)}%` }} onClick={pick}>
      <span role="cell">
        <button type="button" aria-label={format.pickLabel(sideLabel, p, s)} onClick={(e) => (e.stopPropagation(), pick())}>
          {p}
        </button>
      </span>
      <span role="cell">{s}</span>
      <span role="cell">{format.size(total)}</span>
    </div>
  );
});

export interface LevelRowsProps {
  levels: readonly DisplayLevel[];
  side: 'bid' | 'ask';
  rows: number;
  sideLabel: string;
  emptyLabel: string;
  format: RowFormat;
  onPick?: (price: string, side: 'buy' | 'sell') => void;
}

/** One side's rows, in a box of fixed height (`rows` rows); asks are drawn best last, next to the spread. */
export function LevelRows({ levels, side, rows, sideLabel, emptyLabel, format, onPick }: LevelRowsProps) {
  const drawn = side === 'ask' ? [...levels].reverse() : levels;
  return (
    <div
      role="rowgroup"
      aria-label={sideLabel}
      style={{
        height: `${rows * BOOK_ROW_PX}px`,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: side === 'ask' ? 'flex-end' : 'flex-start',
        overflow: 'hidden',
      }}
    >
      {levels.length === 0 ? (
        <Text fontSize="xs" color="fg.muted" paddingInline="1" alignSelf="center" marginBlock="auto">
          {emptyLabel}
        </Text>
      ) : (
        drawn.map((level) => (
          <LevelRow
            key={level.price}
            side={side}
            price={level.price}
            size={level.size}
            total={level.total}
            depth={level.depth}
            sideLabel={sideLabel}
            format={format}
            onPick={onPick}
          />
        ))
      )}
    </div>
  );
}
