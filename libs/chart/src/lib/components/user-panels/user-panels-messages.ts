import { defineMessages } from '@formatjs/intl';
import type { NoMessageValues } from 'react-intl';

type Values = {
  tabCount: { label: string; count: number };
  cancelOrderLabel: { side: string; amount: string; price: string };
  closePositionLabel: { side: 'long' | 'short'; contract: string };
  tpslPositionLabel: { side: 'long' | 'short'; contract: string };
  tpslValue: { tp: string; sl: string };
  positionMode: { leverage: number; mode: string };
} & {
  [
    K in
      | 'title'
      | 'orderHistory'
      | 'tradeHistory'
      | 'assets'
      | 'noOrderHistory'
      | 'noTrades'
      | 'noAssets'
      | 'loading'
      | 'failed'
      | 'retry'
      | 'scrollHint'
      | 'colTime'
      | 'colPair'
      | 'colType'
      | 'colFilled'
      | 'colTotal'
      | 'colStatus'
      | 'colFee'
      | 'colMark'
      | 'colMargin'
      | 'colRoe'
      | 'colTpsl'
      | 'colActions'
      | 'colCurrency'
      | 'colAvailable'
      | 'colLocked'
      | 'cancel'
      | 'cancelAll'
      | 'close'
      | 'tpsl'
      | 'funding'
      | 'noFunding'
      | 'colRate'
      | 'colAmount'
      | 'colRole'
      | 'maker'
      | 'taker'
      | 'reduceOnly'
      | 'statusOpen'
      | 'statusFilled'
      | 'statusCancelled'
      | 'statusPartial'
      | 'statusRejected'
      | 'typeLimit'
      | 'typeMarket'
      | 'typeStopLimit'
  ]: NoMessageValues;
};

/** The user's panels under the chart (issue 21 item 1, decision 1891). */
export const userPanelsMessages = defineMessages<Values>({
  title: { id: 'chart.userPanels.title', defaultMessage: 'Your orders and assets' },
  tabCount: { id: 'chart.userPanels.tabCount', defaultMessage: '{label} ({count})' },
  orderHistory: { id: 'chart.userPanels.orderHistory', defaultMessage: 'Order history' },
  tradeHistory: { id: 'chart.userPanels.tradeHistory', defaultMessage: 'Trade history' },
  assets: { id: 'chart.userPanels.assets', defaultMessage: 'Assets' },
  noOrderHistory: { id: 'chart.userPanels.noOrderHistory', defaultMessage: 'No orders yet' },
  noTrades: { id: 'chart.userPanels.noTrades', defaultMessage: 'No trades yet' },
  noAssets: { id: 'chart.userPanels.noAssets', defaultMessage: 'No assets yet' },
  loading: { id: 'chart.userPanels.loading', defaultMessage: 'Loading…' },
  failed: { id: 'chart.userPanels.failed', defaultMessage: 'This list could not be loaded.' },
  retry: { id: 'chart.userPanels.retry', defaultMessage: 'Try again' },
  scrollHint: { id: 'chart.userPanels.scrollHint', defaultMessage: 'Scroll sideways to see every column.' },
  colTime: { id: 'chart.userPanels.colTime', defaultMessage: 'Time' },
  colPair: { id: 'chart.userPanels.colPair', defaultMessage: 'Pair' },
  colType: { id: 'chart.userPanels.colType', defaultMessage: 'Type' },
  colFilled: { id: 'chart.userPanels.colFilled', defaultMessage: 'Filled' },
  colTotal: { id: 'chart.userPanels.colTotal', defaultMessage: 'Total' },
  colStatus: { id: 'chart.userPanels.colStatus', defaultMessage: 'Status' },
  colFee: { id: 'chart.userPanels.colFee', defaultMessage: 'Fee' },
  colMark: { id: 'chart.userPanels.colMark', defaultMessage: 'Mark price' },
  colMargin: { id: 'chart.userPanels.colMargin', defaultMessage: 'Margin' },
  colRoe: { id: 'chart.userPanels.colRoe', defaultMessage: 'ROE' },
  colTpsl: { id: 'chart.userPanels.colTpsl', defaultMessage: 'TP / SL' },
  colActions: { id: 'chart.userPanels.colActions', defaultMessage: 'Actions' },
  colCurrency: { id: 'chart.userPanels.colCurrency', defaultMessage: 'Coin' },
  colAvailable: { id: 'chart.userPanels.colAvailable', defaultMessage: 'Available' },
  colLocked: { id: 'chart.userPanels.colLocked', defaultMessage: 'In orders' },
  cancel: { id: 'chart.userPanels.cancel', defaultMessage: 'Cancel' },
  cancelAll: { id: 'chart.userPanels.cancelAll', defaultMessage: 'Cancel all' },
  cancelOrderLabel: { id: 'chart.userPanels.cancelOrderLabel', defaultMessage: 'Cancel {side} {amount} at {price}' },
  close: { id: 'chart.userPanels.close', defaultMessage: 'Close' },
  closePositionLabel: {
    id: 'chart.userPanels.closePositionLabel',
    defaultMessage: 'Close the {side, select, long {long} other {short}} {contract} position',
  },
  tpsl: { id: 'chart.userPanels.tpsl', defaultMessage: 'TP/SL' },
  tpslPositionLabel: {
    id: 'chart.userPanels.tpslPositionLabel',
    defaultMessage: 'Set TP/SL of the {side, select, long {long} other {short}} {contract} position',
  },
  tpslValue: { id: 'chart.userPanels.tpslValue', defaultMessage: '{tp} / {sl}' },
  positionMode: {
    id: 'chart.userPanels.positionMode',
    defaultMessage: '{leverage}× {mode, select, isolated {isolated} other {cross}}',
  },
  funding: { id: 'chart.userPanels.funding', defaultMessage: 'Funding' },
  noFunding: { id: 'chart.userPanels.noFunding', defaultMessage: 'No funding payments yet' },
  colRate: { id: 'chart.userPanels.colRate', defaultMessage: 'Rate' },
  colAmount: { id: 'chart.userPanels.colAmount', defaultMessage: 'Amount' },
  colRole: { id: 'chart.userPanels.colRole', defaultMessage: 'Role' },
  maker: { id: 'chart.userPanels.maker', defaultMessage: 'Maker' },
  taker: { id: 'chart.userPanels.taker', defaultMessage: 'Taker' },
  reduceOnly: { id: 'chart.userPanels.reduceOnly', defaultMessage: 'Reduce only' },
  statusOpen: { id: 'chart.userPanels.statusOpen', defaultMessage: 'Open' },
  statusFilled: { id: 'chart.userPanels.statusFilled', defaultMessage: 'Filled' },
  statusCancelled: { id: 'chart.userPanels.statusCancelled', defaultMessage: 'Cancelled' },
  statusPartial: { id: 'chart.userPanels.statusPartial', defaultMessage: 'Partially filled' },
  statusRejected: { id: 'chart.userPanels.statusRejected', defaultMessage: 'Rejected' },
  typeLimit: { id: 'chart.userPanels.typeLimit', defaultMessage: 'Limit' },
  typeMarket: { id: 'chart.userPanels.typeMarket', defaultMessage: 'Market' },
  typeStopLimit: { id: 'chart.userPanels.typeStopLimit', defaultMessage: 'Stop-limit' },
});
