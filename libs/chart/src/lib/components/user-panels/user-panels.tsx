'use client';
import { Box, Button, Flex } from '@chakra-ui/react';
import type { FundingPayment, FuturesOrder, FuturesPosition, MarketFill, MarketSymbol, RealtimeBalance, SpotOrder } from '@exchange/api';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { tradeMessages } from '../../messages';
import { assetColumns, fundingColumns, positionColumns } from './account-columns';
import { fillColumns, futuresOpenOrderColumns, orderHistoryColumns, spotOpenOrderColumns, type ColumnContext } from './order-columns';
import { PanelTable, type PanelData } from './panel-table';
import { PanelTab, PanelTabList } from './panel-tabs';
import { userPanelsMessages as m } from './user-panels-messages';

export type { PanelData } from './panel-table';

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
const NONE: ReadonlySet<string> = new Set();
const byId = (row: { id: string }) => row.id;

/**
 * The user's panels under the chart (issue 21 item 1; decisions 1891, 1916): open orders (cancel one, cancel all),
 * order history, trade history (fills with their fee and role), funding payments (futures), positions (size, entry,
 * mark, liquidation price, margin, unrealised PnL and ROE, TP/SL, close, Share) and assets, as tabs. Each tab is one
 * `PanelTable` with its column definitions (`order-columns`, `account-columns`): its loading, error and empty state,
 * and a box that scrolls and says so when the table is wider than the page.
 */
export function UserPanels(props: UserPanelsProps) {
  const { symbol, busy = NONE, onCancelOrder, onCancelAll, onClosePosition, onTpsl, onSharePosition, onRetry } = props;
  const intl = useIntl();
  const futures = symbol.market === 'futures';
  const spotOrders = props.spotOrders ?? EMPTY;
  const futuresOrders = props.futuresOrders ?? EMPTY;
  const openCount = futures ? futuresOrders.data.length : spotOrders.data.length;
  const positions = props.positions ?? EMPTY;
  const history = props.orderHistory ?? EMPTY;
  const funding = props.funding ?? EMPTY;
  const tab = (label: string, count?: number) => (count ? intl.formatMessage(m.tabCount, { label, count }) : label);
  const tabsId = useId().replace(/:/g, '');
  const [current, setCurrent] = useState<UserPanelTab>(props.defaultTab ?? (futures ? 'positions' : 'open'));
  const retry = (which: UserPanelTab) => (onRetry ? () => onRetry(which) : undefined);
  const ctx = useMemo<ColumnContext>(() => ({ intl, symbol, busy, onCancelOrder }), [intl, symbol, busy, onCancelOrder]);

  const label = {
    open: intl.formatMessage(tradeMessages.openOrders),
    positions: intl.formatMessage(tradeMessages.positions),
    history: intl.formatMessage(m.orderHistory),
    trades: intl.formatMessage(m.tradeHistory),
    funding: intl.formatMessage(m.funding),
    assets: intl.formatMessage(m.assets),
  };
  /** One tab's panel: a named region holding its table. */
  const panel = (value: UserPanelTab, content: ReactNode) => (
    <PanelTab value={value} current={current} id={tabsId}>
      <Box as="section" aria-label={label[value]}>
        {content}
      </Box>
    </PanelTab>
  );

  return (
    <Box as="section" aria-label={intl.formatMessage(m.title)} borderWidth="1px" borderRadius="md" p={{ base: '2', md: '3' }} minW="0">
      <PanelTabList
        tabs={[
          ...(futures ? [{ value: 'positions' as const, label: tab(label.positions, positions.data.length) }] : []),
          { value: 'open' as const, label: tab(label.open, openCount) },
          { value: 'history' as const, label: label.history },
          { value: 'trades' as const, label: label.trades },
          ...(futures ? [{ value: 'funding' as const, label: label.funding }] : []),
          { value: 'assets' as const, label: label.assets },
        ]}
        current={current}
        id={tabsId}
        label={intl.formatMessage(m.title)}
        onSelect={setCurrent}
      />
      {panel(
        'open',
        <>
          {openCount > 1 && (
            <Flex justify="end" mb="2">
              <Button size="xs" variant="outline" colorPalette="red" loading={busy.has('all')} onClick={onCancelAll}>
                {intl.formatMessage(m.cancelAll)}
              </Button>
            </Flex>
          )}
          {futures ? (
            <PanelTable
              label={label.open}
              list={futuresOrders}
              columns={futuresOpenOrderColumns(ctx)}
              rowKey={byId}
              empty={intl.formatMessage(tradeMessages.noOpenOrders)}
              onRetry={retry('open')}
            />
          ) : (
            <PanelTable
              label={label.open}
              list={spotOrders}
              columns={spotOpenOrderColumns(ctx)}
              rowKey={byId}
              empty={intl.formatMessage(tradeMessages.noOpenOrders)}
              onRetry={retry('open')}
            />
          )}
        </>,
      )}
      {panel(
        'history',
        <PanelTable
          label={label.history}
          list={history}
          columns={orderHistoryColumns(ctx)}
          rowKey={byId}
          empty={intl.formatMessage(m.noOrderHistory)}
          onRetry={retry('history')}
        />,
      )}
      {panel(
        'trades',
        <PanelTable
          label={label.trades}
          list={props.fills}
          columns={fillColumns(ctx)}
          rowKey={byId}
          empty={intl.formatMessage(m.noTrades)}
          onRetry={retry('trades')}
        />,
      )}
      {futures &&
        panel(
          'funding',
          <PanelTable
            label={label.funding}
            list={funding}
            columns={fundingColumns(ctx)}
            rowKey={byId}
            empty={intl.formatMessage(m.noFunding)}
            onRetry={retry('funding')}
          />,
        )}
      {futures &&
        panel(
          'positions',
          <PanelTable
            label={label.positions}
            list={positions}
            columns={positionColumns(ctx, { onTpsl, onClosePosition, onSharePosition })}
            rowKey={(p) => p.contract}
            empty={intl.formatMessage(tradeMessages.noPositions)}
            onRetry={retry('positions')}
          />,
        )}
      {panel(
        'assets',
        <PanelTable
          label={label.assets}
          list={props.balances}
          columns={assetColumns(ctx)}
          rowKey={(b) => b.currency}
          empty={intl.formatMessage(m.noAssets)}
          onRetry={retry('assets')}
        />,
      )}
    </Box>
  );
}
