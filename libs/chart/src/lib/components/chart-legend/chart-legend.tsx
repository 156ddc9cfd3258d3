'use client';
import { useMemo, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { Hover } from '../../engine/chart-engine';
import { paneFormat } from '../../engine/number-format';
import type { Palette } from '../../engine/palette';
import { formatFullTime } from '../../engine/time-format';
import { chartMessages } from '../../messages';
import { legendItems } from '../../rules/legend-items';
import type { Resolution } from '../../rules/resolution';
import { useNumberFormat, usePriceFormat } from '../price-format';

export interface ChartLegendProps {
  symbol: string;
  resolution: Resolution;
  timeZone: string;
  locale: string;
  priceDecimals: number;
  /** The candle under the crosshair, or the latest when not hovering. */
  hover: Hover | null;
  palette: Palette;
  /** Room kept clear at the right (the price scale and the liquidation band, decision 1973); 80 px by default. */
  right?: number;
  /** The candles' width (px): a narrow plot gets the compact legend (decision 1978). Wide when not given. */
  plotWidth?: number;
}

// Plain elements with inline styles: the legend re-renders on every pointer move and live tick.
const row: CSSProperties = {
  position: 'absolute',
  top: 4,
  left: 8,
  right: 80,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 12px',
  // The theme's monospace stack, which ends in the app's own faces (decision 1730: Arabic and CJK labels included).
  font: '11px/16px var(--chakra-fonts-mono, ui-monospace, monospace)',
  pointerEvents: 'none',
  zIndex: 1,
};

/** OHLCV of the candle under the crosshair and the indicator values, in the stated time zone. */
export function ChartLegend({
  symbol,
  resolution,
  timeZone,
  locale,
  priceDecimals,
  hover,
  palette,
  right = 80,
  plotWidth = Number.POSITIVE_INFINITY,
}: ChartLegendProps) {
  const intl = useIntl();
  // The crosshair's readout in the price scale's format (decision 1974).
  const formatPrice = usePriceFormat(priceDecimals);
  const numberFormat = useNumberFormat();
  const formatVolume = useMemo(() => paneFormat(numberFormat), [numberFormat]);
  const color = !hover || hover.close >= hover.open ? palette.up : palette.down;
  const shows = new Set(legendItems(plotWidth));
  // Compact (a phone): open/high/low/close in at most two lines, as wide as they are, on the chart's background so the
  // newest candles never show through the figures.
  const compact = !shows.has('symbol');
  const style: CSSProperties = compact
    ? {
        ...row,
        right: 'auto',
        maxWidth: `calc(100% - ${right + 8}px)`,
        gap: '0 8px',
        padding: '0 2px',
        color: palette.text,
        background: palette.background,
      }
    : { ...row, right, color: palette.text };
  const item = (key: string, label: string, value: string, c = color) => (
    <span key={key} style={{ whiteSpace: 'nowrap' }}>
      <span style={{ color: palette.mutedText }}>{label} </span>
      <span style={{ color: c }}>{value}</span>
    </span>
  );
  return (
    <div style={style} data-testid="chart-legend" data-compact={compact || undefined}>
      {shows.has('symbol') && (
        <span style={{ fontWeight: 600 }}>
          {symbol} · {resolution}
        </span>
      )}
      {hover && (
        <>
          {shows.has('time') && (
            <span style={{ color: palette.mutedText }}>{formatFullTime(hover.time, resolution, timeZone, locale)}</span>
          )}
          {shows.has('ohlc') && (
            <>
              {item('o', intl.formatMessage(chartMessages.legendOpen), formatPrice(hover.open))}
              {item('h', intl.formatMessage(chartMessages.legendHigh), formatPrice(hover.high))}
              {item('l', intl.formatMessage(chartMessages.legendLow), formatPrice(hover.low))}
              {item('c', intl.formatMessage(chartMessages.legendClose), formatPrice(hover.close))}
            </>
          )}
          {shows.has('volume') && item('v', intl.formatMessage(chartMessages.legendVolume), formatVolume(hover.volume))}
          {shows.has('indicators') &&
            hover.values.map((v, i) =>
              item(
                v.id,
                v.label,
                // A volume pane's MA is a volume ("19.17K"), not a price (decision 1978).
                v.value === null ? '—' : v.pane === 'main' ? formatPrice(v.value) : formatVolume(v.value),
                palette.lines[i % palette.lines.length],
              ),
            )}
        </>
      )}
      {shows.has('timeZone') && (
        <span style={{ color: palette.mutedText }}>{intl.formatMessage(chartMessages.timeZone, { timeZone })}</span>
      )}
    </div>
  );
}
