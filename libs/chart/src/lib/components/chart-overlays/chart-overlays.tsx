'use client';
import { HStack, Text, chakra } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { TimescaleMark } from '../../datafeed/datafeed-types';
import type { EngineView } from '../../engine/chart-engine';
import { axisLeft } from '../../engine/layout';
import type { Palette } from '../../engine/palette';
import { priceToY, yToPrice } from '../../engine/scales';
import { formatFullTime } from '../../engine/time-format';
import { chartMessages } from '../../messages';
import { declutterEvents, type ImportantEvent } from '../../rules/important-events';
import { isCompactPlot } from '../../rules/legend-items';
import { bucketLiquidations, layoutLiquidationHistogram, type LiquidationDatum } from '../../rules/liquidation';
import { hitTestMarker, placeMarkers, type BuySellMarker } from '../../rules/markers';
import { layoutOrderLines, orderLineTone, ORDER_LABEL_HEIGHT, type OrderLine } from '../../rules/order-lines';
import { EventMarkers } from '../event-markers/event-markers';
import { usePriceFormat } from '../price-format';

export interface ChartOverlaysProps {
  view: EngineView;
  xOfTime: (time: number) => number | null;
  symbol: string;
  priceDecimals: number;
  timeZone: string;
  locale: string;
  orderLines?: readonly OrderLine[];
  markers?: readonly BuySellMarker[];
  events?: readonly ImportantEvent[];
  marks?: readonly TimescaleMark[];
  /** Pointer position in the chart (crosshair, marker tooltip). */
  pointer: { x: number; y: number; time: number } | null;
}

const toneColor = (p: Palette, tone: ReturnType<typeof orderLineTone>) =>
  tone === 'buy' || tone === 'profit' ? p.up : tone === 'sell' || tone === 'loss' ? p.down : p.mutedText;

/** Everything drawn over the candles from plain data: order lines, markers, events, crosshair (liquidations go under them). */
export function ChartOverlays(props: ChartOverlaysProps) {
  const intl = useIntl();
  const { view, priceDecimals } = props;
  const { layout, scales, palette } = view;
  const main = scales.main;
  const right = layout.left + layout.plotWidth;
  // The price scale starts after the liquidation band (decision 1973): price lines cross the band to their labels.
  const axisX = axisLeft(layout);
  const p2y = (price: number) => priceToY(scales, price);
  // The crosshair's price and the markers' prices read like the price scale (decision 1974).
  const fmt = usePriceFormat(priceDecimals);

  const lines = layoutOrderLines(props.orderLines ?? [], p2y, main);
  const placed = placeMarkers(props.markers ?? [], props.symbol, props.xOfTime, p2y, main);
  const hit = props.pointer ? hitTestMarker(placed, props.pointer.x, props.pointer.y) : null;
  // Events whose markers would overlap at this zoom share one marker with a count (issue 14 item 1).
  const groups = declutterEvents(props.events ?? [], props.xOfTime);
  const eventY = main.top + main.height - 12;
  // Timescale marks sit just above the time axis, like TradingView's.
  const markY = layout.height - layout.timeAxisHeight - 9;

  return (
    <div style={{ position: 'absolute', inset: 0, pointerEvents: 'none', zIndex: 1 }}>
      <svg width={layout.width} height={layout.height} style={{ position: 'absolute', inset: 0 }} aria-hidden="true">
        {lines.map(({ line, y, labelY }) => {
          const color = toneColor(palette, orderLineTone(line));
          return (
            <g key={line.id}>
              <line x1={layout.left} x2={axisX} y1={y} y2={y} stroke={color} strokeDasharray={line.type === 4 ? undefined : '4 3'} />
              {labelY !== y && <line x1={axisX - 8} x2={axisX - 8} y1={y} y2={labelY} stroke={color} />}
            </g>
          );
        })}
        {placed.map(({ marker, x, y }, i) => {
          const buy = marker.type === 'buy';
          const color = buy ? palette.buy : palette.sell;
          const d = buy ? `M${x},${y + 2} l-6,10 h12 z` : `M${x},${y - 2} l-6,-10 h12 z`;
          return <path key={`m-${i}`} d={d} fill={color} stroke={palette.background} strokeWidth={1} />;
        })}
        {(props.marks ?? []).map((m) => {
          const x = props.xOfTime(m.time * 1000);
          return x === null ? null : (
            <g key={`mark-${m.id}`}>
              <circle cx={x} cy={markY} r={7} fill={m.color} />
              <text x={x} y={markY + 3} style={{ font: '9px var(--chakra-fonts-body, sans-serif)' }} textAnchor="middle" fill="#fff">
                {m.label}
              </text>
              <title>{m.tooltip.join('\n')}</title>
            </g>
          );
        })}
        {props.pointer && props.pointer.x < right && (
          <g>
            <line
              x1={props.pointer.x}
              x2={props.pointer.x}
              y1={main.top}
              y2={layout.height - layout.timeAxisHeight}
              stroke={palette.crosshair}
              strokeDasharray="3 3"
            />
            {props.pointer.y >= main.top && props.pointer.y <= main.top + main.height && (
              <>
                <line
                  x1={layout.left}
                  x2={axisX}
                  y1={props.pointer.y}
                  y2={props.pointer.y}
                  stroke={palette.crosshair}
                  strokeDasharray="3 3"
                />
                <rect x={axisX} y={props.pointer.y - 9} width={layout.axisWidth} height={18} fill={palette.crosshair} />
                {/* Left to right from the scale's edge in every language, like the scale's own labels: an Arabic page's
                    right-to-left SVG text would run out of its box to the left (decision 1974). */}
                <text
                  x={axisX + 6}
                  y={props.pointer.y + 4}
                  direction="ltr"
                  style={{ font: '11px var(--chakra-fonts-body, sans-serif)', unicodeBidi: 'isolate' }}
                  fill={palette.background}
                  data-testid="crosshair-price"
                >
                  {fmt(yToPrice(scales, props.pointer.y))}
                </text>
              </>
            )}
          </g>
        )}
      </svg>
      {lines.map(({ line, labelY }) => (
        <OrderLineLabel
          key={line.id}
          line={line}
          top={labelY - ORDER_LABEL_HEIGHT / 2}
          right={layout.axisWidth + 12}
          color={toneColor(palette, orderLineTone(line))}
          palette={palette}
          intl={intl}
          compact={isCompactPlot(layout.plotWidth)}
        />
      ))}
      <EventMarkers groups={groups} y={eventY} palette={palette} />
      {hit && (
        <div
          role="tooltip"
          style={{
            position: 'absolute',
            left: hit.x + 12,
            top: hit.y - 12,
            background: palette.overlayBackground,
            color: palette.text,
            borderRadius: 4,
            padding: '2px 8px',
            fontSize: 12,
          }}
        >
          {intl.formatMessage(chartMessages.markerTooltip, {
            side: intl.formatMessage(hit.marker.type === 'buy' ? chartMessages.markerBuy : chartMessages.markerSell),
            quantity: hit.marker.quantity,
            price: fmt(hit.marker.price),
            time: formatFullTime(hit.marker.time, '1S', props.timeZone, props.locale),
          })}
        </div>
      )}
    </div>
  );
}

const LabelButton = chakra('button', {
  base: {
    px: '1',
    fontSize: '2xs',
    lineHeight: '16px',
    borderRadius: 'xs',
    cursor: 'pointer',
    pointerEvents: 'auto',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
  },
});

function OrderLineLabel({
  line,
  top,
  right,
  color,
  palette,
  intl,
  compact = false,
}: {
  line: OrderLine;
  top: number;
  right: number;
  color: string;
  palette: Palette;
  intl: IntlShape;
  /** A phone's plot (decision 1978): TP/SL and Reverse stay in the list of line actions beside the chart. */
  compact?: boolean;
}) {
  // Hover states are transient (spec 02 §4): kept here, never saved.
  const [hover, setHover] = useState<'line' | 'close' | 'tpsl' | 'reverse' | null>(null);
  const button = (
    part: 'close' | 'tpsl' | 'reverse',
    label: ReactNode,
    title: string | undefined,
    cb: ((id: string) => void) | undefined,
  ) => (
    <LabelButton
      type="button"
      title={title}
      // A pointer shortcut on the canvas: keyboards and screen readers use the list of line actions beside the
      // chart (LineActionList, decision 0415), which has the same buttons with the same names.
      tabIndex={-1}
      aria-label={title ?? (typeof label === 'string' ? label : undefined)}
      bg={hover === part ? color : 'transparent'}
      color={hover === part ? palette.background : palette.text}
      onMouseEnter={() => setHover(part)}
      onMouseLeave={() => setHover(null)}
      onClick={() => cb?.(line.id)}
    >
      {label}
    </LabelButton>
  );
  return (
    <HStack
      position="absolute"
      top={`${top}px`}
      right={`${right}px`}
      h={`${ORDER_LABEL_HEIGHT}px`}
      gap="1"
      px="1"
      bg={palette.background}
      borderWidth="1px"
      borderColor={color}
      borderRadius="xs"
      fontSize="2xs"
      // One line at the label's fixed height in every language (Arabic's labels are longer).
      whiteSpace="nowrap"
      color={palette.text}
      pointerEvents="auto"
      opacity={hover ? 1 : 0.92}
      title={line.tooltips?.line}
      onMouseEnter={() => setHover((h) => h ?? 'line')}
      onMouseLeave={() => setHover(null)}
      onClick={() => line.callbacks?.onClick?.(line.id)}
      aria-hidden={line.showCloseButton || line.showTPSLButton || line.showReverseButton ? true : undefined}
      data-testid={`order-line-${line.id}`}
    >
      <Text as="span" color={color} fontWeight="semibold">
        {line.sideText}
      </Text>
      {line.qtyText && <Text as="span">{line.qtyText}</Text>}
      {line.pnlText && (
        <Text as="span" color={line.pnlValue === undefined ? undefined : line.pnlValue >= 0 ? palette.up : palette.down}>
          {line.pnlText}
        </Text>
      )}
      {line.showTPSLButton &&
        !compact &&
        button('tpsl', intl.formatMessage(chartMessages.orderTpsl), line.tooltips?.tpsl, line.callbacks?.onTPSL)}
      {line.showReverseButton &&
        !compact &&
        button('reverse', intl.formatMessage(chartMessages.orderReverse), line.tooltips?.reverse, line.callbacks?.onReverse)}
      {line.showCloseButton &&
        button('close', '×', line.tooltips?.close ?? intl.formatMessage(chartMessages.orderClose), line.callbacks?.onClose)}
    </HStack>
  );
}

export interface LiquidationUnderlayProps {
  view: EngineView;
  liquidations?: readonly LiquidationDatum[];
}

/**
 * The liquidation histogram (spec 02 §2, §9: 24 price buckets, bars at least 2 px) in its own band between the candles
 * and the price scale (decision 1973, after 1888 had it under the candles): the bars line up with the price scale,
 * grow leftwards from it, and never cover a candle.
 */
export function LiquidationUnderlay({ view, liquidations }: LiquidationUnderlayProps) {
  const { layout, scales, palette } = view;
  if (layout.bandWidth <= 0) return null;
  const left = layout.left + layout.plotWidth;
  const bars = layoutLiquidationHistogram(
    bucketLiquidations(liquidations ?? [], scales.price.min, scales.price.max),
    (price) => priceToY(scales, price),
    { left, width: layout.bandWidth },
  );
  const main = scales.main;
  return (
    <svg
      width={layout.width}
      height={layout.height}
      style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
      aria-hidden="true"
      data-testid="liquidation-underlay"
    >
      <line x1={axisLeft(layout) + 0.5} x2={axisLeft(layout) + 0.5} y1={main.top} y2={main.top + main.height} stroke={palette.grid} />
      {bars.map((b, i) => (
        <g key={`liq-${i}`} opacity={0.6}>
          {b.longWidth > 0 && (
            <rect x={b.right - b.longWidth} y={b.y + 1} width={b.longWidth} height={Math.max(1, b.height - 2)} fill={palette.up} />
          )}
          {b.shortWidth > 0 && (
            <rect
              x={b.right - b.longWidth - b.shortWidth}
              y={b.y + 1}
              width={b.shortWidth}
              height={Math.max(1, b.height - 2)}
              fill={palette.down}
            />
          )}
        </g>
      ))}
    </svg>
  );
}
