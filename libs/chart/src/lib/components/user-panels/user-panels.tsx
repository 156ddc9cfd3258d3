'use client';
import { Badge, Box, Button, Flex, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { FundingPayment, FuturesOrder, FuturesPosition, MarketFill, MarketSymbol, RealtimeBalance, SpotOrder } from '@exchange/api';
import { FALL_COLOR, RISE_COLOR } from '@exchange/ui';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { tradeMessages } from '../../messages';
import { fillFee, orderStatusOf, positionFigures, type OrderStatus } from '../../rules/order-entry-panels';
import { userPanelsMessages as m } from './user-panels-messages';

/** Sides keep green and red at 4.5:1 on both themes (WCAG AA); P&L follows the page's risk colours (decision 1202). */
const BUY = { base: 'green.700', _dark: 'green.300' } as const;
const SELL = { base: 'red.700', _dark: 'red.300' } as const;
/** Compact cells; numbers never wrap; the table scrolls inside its box when it needs more room than it has. */
const COMPACT_CELLS = { '& th, & td': { paddingInline: '2', whiteSpace: 'nowrap' } } as const;

/** One list of the panels with the state of its call (or stream). */
export interface PanelData<T> {
  data: readonly T[];
  state: 'ready' | 'loading' | 'error';
}

export type UserPanelTab = 'open' | 'history' | 'trades' | 'positions' | 'funding' | 'assets';

export interface UserPanelsProps {
  symbol: MarketSymbol;
  /** Spot: the user's open orders of this pair. */
  spotOrders?: PanelData<SpotOrder>;
  /** Futures: the user's open orders of this contract. */
  futuresOrders?: PanelData<FuturesOrder>;
  /** Finished orders (filled, cancelled), newest first. */
  orderHistory?: PanelData<SpotOrder | FuturesOrder>;
  /** The user's fills (and futures funding entries) with their fees, newest first. */
  fills: PanelData<MarketFill>;
  positions?: PanelData<FuturesPosition>;
  /** Futures: the funding payments (every 8 hours of sandbox time), newest first. */
  funding?: PanelData<FundingPayment>;
  balances: PanelData<RealtimeBalance>;
  /** Ids of orders being cancelled, contracts being closed, or 'all' while cancel-all runs. */
  busy?: ReadonlySet<string>;
  onCancelOrder: (id: string) => void;
  onCancelAll: () => void;
  onClosePosition?: (position: FuturesPosition) => void;
  onTpsl?: (position: FuturesPosition) => void;
  /** "Share" on each position (spec 03 §2, decision 1403): the app composes the share image. */
  onSharePosition?: (position: FuturesPosition) => void;
  onRetry?: (tab: UserPanelTab) => void;
  defaultTab?: UserPanelTab;
}

const EMPTY: PanelData<never> = { data: [], state: 'ready' };

const num = (intl: IntlShape, text: string | number, places?: number): string => {
  const n = Number(text);
  if (!Number.isFinite(n)) return String(text);
  return places === undefined
    ? intl.formatNumber(n, { maximumFractionDigits: 8 })
    : intl.formatNumber(n, { minimumFractionDigits: places, maximumFractionDigits: places });
};
const time = (intl: IntlShape, ms: number): string =>
  intl.formatDate(ms, { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

const STATUS_MESSAGE: Record<OrderStatus, typeof m.statusOpen> = {
  open: m.statusOpen,
  partial: m.statusPartial,
  filled: m.statusFilled,
  cancelled: m.statusCancelled,
  rejected: m.statusRejected,
};

/** A list's states: loading rows, a failure with a retry, the empty line, or the table in its scrolling box. */
function ListBody<T>({
  label,
  list,
  empty,
  onRetry,
  children,
}: {
  label: string;
  list: PanelData<T>;
  empty: string;
  onRetry?: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  if (list.state === 'loading' && list.data.length === 0)
    return (
      <Stack gap="2" role="status" aria-label={intl.formatMessage(m.loading)} py="2">
        <Skeleton h="5" />
        <Skeleton h="5" />
        <Skeleton h="5" />
      </Stack>
    );
  if (list.state === 'error' && list.data.length === 0)
    return (
      <HStack gap="3" py="2" role="alert">
        <Text textStyle="sm">{intl.formatMessage(m.failed)}</Text>
        {onRetry && (
          <Button size="xs" variant="outline" onClick={onRetry}>
            {intl.formatMessage(m.retry)}
          </Button>
        )}
      </HStack>
    );
  if (list.data.length === 0)
    return (
      <Text textStyle="sm" color="fg.muted" py="2">
        {empty}
      </Text>
    );
  return (
    <Stack gap="1">
      {/* Only under 992 px, where the widest tables no longer fit: the box scrolls, and says so. */}
      <Text textStyle="xs" color="fg.muted" hideFrom="lg">
        {intl.formatMessage(m.scrollHint)}
      </Text>
      {/* Positioned, so the screen-reader-only column header (absolute) is clipped too and never widens the page. */}
      <Box position="relative" overflowX="auto" maxW="full" tabIndex={0} role="group" aria-label={label}>
        <Table.Root size="sm" css={COMPACT_CELLS}>
          {children}
        </Table.Root>
      </Box>
    </Stack>
  );
}

function Head({ columns }: { columns: readonly (string | { label: string; end?: boolean; hidden?: boolean })[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((c) => {
          const col = typeof c === 'string' ? { label: c, end: true } : c;
          return (
            <Table.ColumnHeader key={col.label} textAlign={col.end ? 'end' : 'start'}>
              {col.hidden ? (
                <Text as="span" srOnly>
                  {col.label}
                </Text>
              ) : (
                col.label
              )}
            </Table.ColumnHeader>
          );
        })}
      </Table.Row>
    </Table.Header>
  );
}

/** A panel of the tabs: rendered only while its tab is selected. */
function TabPanel({ value, current, id, children }: { value: UserPanelTab; current: UserPanelTab; id: string; children: ReactNode }) {
  if (value !== current) return null;
  return (
    <Box role="tabpanel" id={`${id}-panel-${value}`} aria-labelledby={`${id}-tab-${value}`} pt="2">
      {children}
    </Box>
  );
}

/** The tab list (WAI-ARIA tabs: arrows, Home and End move and select; only the selected tab is in the tab order). */
function TabList({
  tabs,
  current,
  id,
  label,
  onSelect,
}: {
  tabs: readonly { value: UserPanelTab; label: string }[];
  current: UserPanelTab;
  id: string;
  label: string;
  onSelect: (tab: UserPanelTab) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.value === current);
    const rtl = list.current ? getComputedStyle(list.current).direction === 'rtl' : false;
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : step === undefined
            ? -1
            : (index + step + tabs.length) % tabs.length;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.value);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-tab-${tab.value}`)}`)?.focus();
  };
  return (
    <HStack ref={list} role="tablist" aria-label={label} gap="1" overflowX="auto" borderBottomWidth="1px" onKeyDown={move}>
      {tabs.map((t) => {
        const selected = t.value === current;
        return (
          <Button
            key={t.value}
            id={`${id}-tab-${t.value}`}
            role="tab"
            aria-selected={selected}
            aria-controls={`${id}-panel-${t.value}`}
            tabIndex={selected ? 0 : -1}
            size="sm"
            variant="ghost"
            flexShrink={0}
            borderRadius="0"
            borderBottomWidth="2px"
            borderColor={selected ? 'fg' : 'transparent'}
            fontWeight={selected ? 'semibold' : 'normal'}
            color={selected ? 'fg' : 'fg.muted'}
            onClick={() => onSelect(t.value)}
          >
            {t.label}
          </Button>
        );
      })}
    </HStack>
  );
}

const Num = ({ children, color }: { children: ReactNode; color?: unknown }) => (
  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color={color as never}>
    {children}
  </Table.Cell>
);

/**
 * The user's panels under the chart (issue 21 item 1; decision 1891): open orders (cancel one, cancel all), order
 * history, trade history (fills with their fee and role), funding payments (futures), positions (size, entry, mark, liquidation price,
 * margin, unrealised PnL and ROE, TP/SL, close, Share) and assets, as tabs. The layer feeds them from the private
 * stream; each list has its loading, error and empty state; a table wider than its box scrolls and says so.
 */
export function UserPanels(props: UserPanelsProps) {
  const { symbol, busy = new Set<string>(), onCancelOrder, onCancelAll, onClosePosition, onTpsl, onSharePosition, onRetry } = props;
  const intl = useIntl();
  const futures = symbol.market === 'futures';
  const pricePlaces = symbol.price_precision;
  const price = (text: string | number) => num(intl, text, pricePlaces);
  const sideText = (buy: boolean) =>
    intl.formatMessage(
      futures ? (buy ? tradeMessages.lineLong : tradeMessages.lineShort) : buy ? tradeMessages.lineBuy : tradeMessages.lineSell,
    );
  const spotOrders = props.spotOrders ?? EMPTY;
  const futuresOrders = props.futuresOrders ?? EMPTY;
  const openCount = futures ? futuresOrders.data.length : spotOrders.data.length;
  const positions = props.positions ?? EMPTY;
  const history = props.orderHistory ?? EMPTY;
  const typeText = (type: string) =>
    intl.formatMessage(type === 'market' ? m.typeMarket : type === 'stop_limit' ? m.typeStopLimit : m.typeLimit);
  const tab = (label: string, count?: number) => (count ? intl.formatMessage(m.tabCount, { label, count }) : label);
  const tabsId = useId().replace(/:/g, '');
  const [current, setCurrent] = useState<UserPanelTab>(props.defaultTab ?? (futures ? 'positions' : 'open'));
  const retry = (which: UserPanelTab) => (onRetry ? () => onRetry(which) : undefined);

  const openLabel = intl.formatMessage(tradeMessages.openOrders);
  const positionsLabel = intl.formatMessage(tradeMessages.positions);
  const historyLabel = intl.formatMessage(m.orderHistory);
  const tradesLabel = intl.formatMessage(m.tradeHistory);
  const assetsLabel = intl.formatMessage(m.assets);
  const fundingLabel = intl.formatMessage(m.funding);
  const funding = props.funding ?? EMPTY;
  const cancelButton = (id: string, buy: boolean, amount: string, at: string) => (
    <Button
      size="xs"
      variant="outline"
      loading={busy.has(id) || busy.has('all')}
      aria-label={intl.formatMessage(m.cancelOrderLabel, { side: sideText(buy), amount, price: price(at) })}
      onClick={() => onCancelOrder(id)}
    >
      {intl.formatMessage(m.cancel)}
    </Button>
  );

  return (
    <Box as="section" aria-label={intl.formatMessage(m.title)} borderWidth="1px" borderRadius="md" p={{ base: '2', md: '3' }} minW="0">
      <TabList
        tabs={[
          ...(futures ? [{ value: 'positions' as const, label: tab(positionsLabel, positions.data.length) }] : []),
          { value: 'open' as const, label: tab(openLabel, openCount) },
          { value: 'history' as const, label: historyLabel },
          { value: 'trades' as const, label: tradesLabel },
          ...(futures ? [{ value: 'funding' as const, label: fundingLabel }] : []),
          { value: 'assets' as const, label: assetsLabel },
        ]}
        current={current}
        id={tabsId}
        label={intl.formatMessage(m.title)}
        onSelect={setCurrent}
      />
      <TabPanel value="open" current={current} id={tabsId}>
        <Box as="section" aria-label={openLabel}>
          {openCount > 1 && (
            <Flex justify="end" mb="2">
              <Button size="xs" variant="outline" colorPalette="red" loading={busy.has('all')} onClick={onCancelAll}>
                {intl.formatMessage(m.cancelAll)}
              </Button>
            </Flex>
          )}
          {futures ? (
            <ListBody label={openLabel} list={futuresOrders} empty={intl.formatMessage(tradeMessages.noOpenOrders)} onRetry={retry('open')}>
              <Head
                columns={[
                  { label: intl.formatMessage(m.colTime) },
                  { label: intl.formatMessage(tradeMessages.colSide) },
                  intl.formatMessage(tradeMessages.colPrice),
                  intl.formatMessage(tradeMessages.colSize),
                  intl.formatMessage(m.colFilled),
                  { label: intl.formatMessage(m.colActions), end: true, hidden: true },
                ]}
              />
              <Table.Body>
                {futuresOrders.data.map((o) => (
                  <Table.Row key={o.id}>
                    <Table.Cell>{time(intl, o.create_time * 1000)}</Table.Cell>
                    <Table.Cell color={o.size > 0 ? BUY : SELL}>
                      {sideText(o.size > 0)}
                      {o.is_reduce_only ? (
                        <Badge ms="1" size="xs">
                          {intl.formatMessage(m.reduceOnly)}
                        </Badge>
                      ) : null}
                    </Table.Cell>
                    <Num>{price(o.price)}</Num>
                    <Num>{num(intl, Math.abs(o.size))}</Num>
                    <Num>{num(intl, Math.abs(o.size) - o.left)}</Num>
                    <Table.Cell textAlign="end">{cancelButton(o.id, o.size > 0, String(Math.abs(o.size)), o.price)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </ListBody>
          ) : (
            <ListBody label={openLabel} list={spotOrders} empty={intl.formatMessage(tradeMessages.noOpenOrders)} onRetry={retry('open')}>
              <Head
                columns={[
                  { label: intl.formatMessage(m.colTime) },
                  { label: intl.formatMessage(m.colType) },
                  { label: intl.formatMessage(tradeMessages.colSide) },
                  intl.formatMessage(tradeMessages.colPrice),
                  intl.formatMessage(tradeMessages.colAmount),
                  intl.formatMessage(m.colFilled),
                  intl.formatMessage(m.colTotal),
                  { label: intl.formatMessage(m.colActions), end: true, hidden: true },
                ]}
              />
              <Table.Body>
                {spotOrders.data.map((o) => (
                  <Table.Row key={o.id}>
                    <Table.Cell>{time(intl, o.create_time * 1000)}</Table.Cell>
                    <Table.Cell>{typeText(o.type)}</Table.Cell>
                    <Table.Cell color={o.side === 'buy' ? BUY : SELL}>{sideText(o.side === 'buy')}</Table.Cell>
                    <Num>{price(o.price)}</Num>
                    <Num>{num(intl, o.amount)}</Num>
                    <Num>{num(intl, o.filled_amount)}</Num>
                    <Num>{num(intl, Number(o.price) * Number(o.amount), 2)}</Num>
                    <Table.Cell textAlign="end">{cancelButton(o.id, o.side === 'buy', o.amount, o.price)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </ListBody>
          )}
        </Box>
      </TabPanel>

      <TabPanel value="history" current={current} id={tabsId}>
        <Box as="section" aria-label={historyLabel}>
          <ListBody label={historyLabel} list={history} empty={intl.formatMessage(m.noOrderHistory)} onRetry={retry('history')}>
            <Head
              columns={[
                { label: intl.formatMessage(m.colTime) },
                { label: intl.formatMessage(m.colType) },
                { label: intl.formatMessage(tradeMessages.colSide) },
                intl.formatMessage(tradeMessages.colPrice),
                intl.formatMessage(futures ? tradeMessages.colSize : tradeMessages.colAmount),
                intl.formatMessage(m.colFilled),
                { label: intl.formatMessage(m.colStatus) },
              ]}
            />
            <Table.Body>
              {history.data.map((o) => {
                const status = orderStatusOf(o);
                const spot = 'currency_pair' in o;
                const buy = spot ? (o as SpotOrder).side === 'buy' : (o as FuturesOrder).size > 0;
                const amount = spot ? (o as SpotOrder).amount : String(Math.abs((o as FuturesOrder).size));
                const filled = spot
                  ? (o as SpotOrder).filled_amount
                  : String(Math.abs((o as FuturesOrder).size) - (o as FuturesOrder).left);
                return (
                  <Table.Row key={o.id}>
                    <Table.Cell>{time(intl, o.create_time * 1000)}</Table.Cell>
                    <Table.Cell>{typeText(spot ? (o as SpotOrder).type : Number(o.price) > 0 ? 'limit' : 'market')}</Table.Cell>
                    <Table.Cell color={buy ? BUY : SELL}>{sideText(buy)}</Table.Cell>
                    <Num>{Number(o.price) > 0 ? price(o.price) : '—'}</Num>
                    <Num>{num(intl, amount)}</Num>
                    <Num>{num(intl, filled)}</Num>
                    <Table.Cell>{intl.formatMessage(STATUS_MESSAGE[status])}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </ListBody>
        </Box>
      </TabPanel>

      <TabPanel value="trades" current={current} id={tabsId}>
        <Box as="section" aria-label={tradesLabel}>
          <ListBody label={tradesLabel} list={props.fills} empty={intl.formatMessage(m.noTrades)} onRetry={retry('trades')}>
            <Head
              columns={[
                { label: intl.formatMessage(m.colTime) },
                { label: intl.formatMessage(tradeMessages.colSide) },
                intl.formatMessage(tradeMessages.colPrice),
                intl.formatMessage(futures ? tradeMessages.colSize : tradeMessages.colAmount),
                intl.formatMessage(m.colFee),
                { label: intl.formatMessage(m.colRole) },
              ]}
            />
            <Table.Body>
              {props.fills.data.map((f) => {
                const fee = fillFee(f);
                return (
                  <Table.Row key={f.id}>
                    <Table.Cell>{time(intl, f.create_time_ms)}</Table.Cell>
                    <Table.Cell color={f.side === 'buy' ? BUY : SELL}>{sideText(f.side === 'buy')}</Table.Cell>
                    <Num>{price(f.price)}</Num>
                    <Num>{num(intl, f.amount)}</Num>
                    <Num>{fee.amount === null ? '—' : `${num(intl, fee.amount)} ${fee.currency}`.trim()}</Num>
                    <Table.Cell>
                      {f.role === 'maker' ? intl.formatMessage(m.maker) : f.role === 'taker' ? intl.formatMessage(m.taker) : ''}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </ListBody>
        </Box>
      </TabPanel>

      {futures && (
        <TabPanel value="funding" current={current} id={tabsId}>
          <Box as="section" aria-label={fundingLabel}>
            <ListBody label={fundingLabel} list={funding} empty={intl.formatMessage(m.noFunding)} onRetry={retry('funding')}>
              <Head
                columns={[
                  { label: intl.formatMessage(m.colTime) },
                  intl.formatMessage(tradeMessages.colSize),
                  intl.formatMessage(m.colMark),
                  intl.formatMessage(m.colRate),
                  intl.formatMessage(m.colAmount),
                ]}
              />
              <Table.Body>
                {funding.data.map((x) => (
                  <Table.Row key={x.id}>
                    <Table.Cell>{time(intl, x.time_ms)}</Table.Cell>
                    <Num>{num(intl, x.size)}</Num>
                    <Num>{price(x.mark_price)}</Num>
                    <Num>{intl.formatNumber(Number(x.rate), { style: 'percent', maximumFractionDigits: 4 })}</Num>
                    <Num color={Number(x.amount) >= 0 ? RISE_COLOR : FALL_COLOR}>
                      {`${intl.formatNumber(Number(x.amount), { signDisplay: 'exceptZero', maximumFractionDigits: 8 })} ${x.currency}`}
                    </Num>
                  </Table.Row>
                ))}
              </Table.Body>
            </ListBody>
          </Box>
        </TabPanel>
      )}

      {futures && (
        <TabPanel value="positions" current={current} id={tabsId}>
          <Box as="section" aria-label={positionsLabel}>
            <ListBody
              label={positionsLabel}
              list={positions}
              empty={intl.formatMessage(tradeMessages.noPositions)}
              onRetry={retry('positions')}
            >
              <Head
                columns={[
                  { label: intl.formatMessage(tradeMessages.colSide) },
                  intl.formatMessage(tradeMessages.colSize),
                  intl.formatMessage(tradeMessages.colEntry),
                  intl.formatMessage(m.colMark),
                  intl.formatMessage(tradeMessages.colLiquidation),
                  intl.formatMessage(m.colMargin),
                  intl.formatMessage(tradeMessages.colPnl),
                  intl.formatMessage(m.colTpsl),
                  { label: intl.formatMessage(m.colActions), end: true, hidden: true },
                ]}
              />
              <Table.Body>
                {positions.data.map((p) => {
                  const figures = positionFigures(p, symbol);
                  const long = p.size > 0;
                  const side = long ? 'long' : 'short';
                  return (
                    <Table.Row key={p.contract}>
                      <Table.Cell color={long ? BUY : SELL}>
                        {sideText(long)}{' '}
                        <Text as="span" color="fg.muted" textStyle="xs">
                          {intl.formatMessage(m.positionMode, { leverage: figures.leverage, mode: figures.marginMode })}
                        </Text>
                      </Table.Cell>
                      <Num>{num(intl, Math.abs(p.size))}</Num>
                      <Num>{price(p.entry_price)}</Num>
                      <Num>
                        <span data-testid="position-mark">{price(p.mark_price)}</span>
                      </Num>
                      <Num>
                        <span data-testid="position-liq">{price(p.liq_price)}</span>
                      </Num>
                      <Num>{num(intl, figures.margin, 2)}</Num>
                      <Num color={figures.pnl >= 0 ? RISE_COLOR : FALL_COLOR}>
                        <span data-testid="position-pnl">
                          {intl.formatNumber(figures.pnl, {
                            signDisplay: 'exceptZero',
                            maximumFractionDigits: 2,
                            minimumFractionDigits: 2,
                          })}
                        </span>{' '}
                        ({intl.formatNumber(figures.roe, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 2 })})
                      </Num>
                      <Num>
                        {intl.formatMessage(m.tpslValue, {
                          tp: Number(p.take_profit) > 0 ? price(p.take_profit) : '—',
                          sl: Number(p.stop_loss) > 0 ? price(p.stop_loss) : '—',
                        })}
                      </Num>
                      <Table.Cell textAlign="end">
                        <HStack gap="1" justify="end">
                          {onTpsl && (
                            <Button
                              size="xs"
                              variant="outline"
                              aria-label={intl.formatMessage(m.tpslPositionLabel, { side, contract: p.contract })}
                              onClick={() => onTpsl(p)}
                            >
                              {intl.formatMessage(m.tpsl)}
                            </Button>
                          )}
                          {onClosePosition && (
                            <Button
                              size="xs"
                              variant="outline"
                              loading={busy.has(p.contract)}
                              aria-label={intl.formatMessage(m.closePositionLabel, { side, contract: p.contract })}
                              onClick={() => onClosePosition(p)}
                            >
                              {intl.formatMessage(m.close)}
                            </Button>
                          )}
                          {onSharePosition && (
                            <Button
                              size="xs"
                              variant="outline"
                              aria-label={intl.formatMessage(tradeMessages.sharePositionLabel, { side, contract: p.contract })}
                              onClick={() => onSharePosition(p)}
                            >
                              {intl.formatMessage(tradeMessages.sharePosition)}
                            </Button>
                          )}
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </ListBody>
          </Box>
        </TabPanel>
      )}

      <TabPanel value="assets" current={current} id={tabsId}>
        <Box as="section" aria-label={assetsLabel}>
          <ListBody label={assetsLabel} list={props.balances} empty={intl.formatMessage(m.noAssets)} onRetry={retry('assets')}>
            <Head
              columns={[
                { label: intl.formatMessage(m.colCurrency) },
                intl.formatMessage(m.colAvailable),
                intl.formatMessage(m.colLocked),
                intl.formatMessage(m.colTotal),
              ]}
            />
            <Table.Body>
              {props.balances.data.map((b) => (
                <Table.Row key={b.currency}>
                  <Table.Cell fontWeight="medium">{b.currency}</Table.Cell>
                  <Num>
                    <span data-testid={`asset-available-${b.currency}`}>{num(intl, b.available)}</span>
                  </Num>
                  <Num>{num(intl, b.locked)}</Num>
                  <Num>{num(intl, Number(b.available) + Number(b.locked))}</Num>
                </Table.Row>
              ))}
            </Table.Body>
          </ListBody>
        </Box>
      </TabPanel>
    </Box>
  );
}
