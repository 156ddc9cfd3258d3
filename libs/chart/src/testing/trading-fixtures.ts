import type { FundingPayment, FuturesOrder, FuturesPosition, MarketFill, MarketSymbol, RealtimeBalance, SpotOrder } from '@exchange/api';
import { SAMPLE_FUTURES_POSITION } from '@exchange/api/testing';
import type { OrderEntryLimits } from '../lib/rules/order-entry-limits';

/** The sandbox's BTC_USDT spot pair and perpetual (issue 21), with the limits the order form checks. */
export const BTC_SPOT: MarketSymbol = {
  symbol: 'BTC_USDT',
  market: 'spot',
  base: 'BTC',
  quote: 'USDT',
  settle: '',
  description: 'BTC / USDT',
  exchange: 'SANDBOX',
  price_precision: 2,
  amount_precision: 4,
  min_amount: '0.0001',
  contract_size: '0',
};
export const BTC_PERP: MarketSymbol = {
  ...BTC_SPOT,
  market: 'futures',
  settle: 'usdt',
  description: 'BTC / USDT perpetual',
  price_precision: 1,
  amount_precision: 0,
  min_amount: '1',
  contract_size: '0.0001',
};
export const SPOT_LIMITS: OrderEntryLimits = {
  market: 'spot',
  base: 'BTC',
  quote: 'USDT',
  tick_size: '0.01',
  amount_step: '0.0001',
  min_amount: '0.0001',
  min_notional: '5',
  price_band: '0.1',
  contract_size: '0',
  maker_fee_rate: '0.001',
  taker_fee_rate: '0.001',
  maxLeverage: 1,
};
export const PERP_LIMITS: OrderEntryLimits = {
  market: 'futures',
  base: 'BTC',
  quote: 'USDT',
  tick_size: '0.1',
  amount_step: '1',
  min_amount: '1',
  min_notional: '5',
  price_band: '0.1',
  contract_size: '0.0001',
  maker_fee_rate: '0.0002',
  taker_fee_rate: '0.0005',
  maxLeverage: 100,
};

/** 2026-11-28 08:00 UTC in seconds. */
const T = 1_795_852_800;
export const DEMO_SPOT_ORDERS: SpotOrder[] = [
  {
    id: '101',
    currency_pair: 'BTC_USDT',
    side: 'buy',
    type: 'limit',
    price: '58000',
    amount: '0.01',
    filled_amount: '0',
    status: 'open',
    create_time: T,
  },
  {
    id: '102',
    currency_pair: 'BTC_USDT',
    side: 'sell',
    type: 'limit',
    price: '63500.5',
    amount: '0.0025',
    filled_amount: '0.001',
    status: 'open',
    create_time: T + 60,
  },
];
export const DEMO_FUTURES_ORDERS: FuturesOrder[] = [
  { id: '201', contract: 'BTC_USDT', size: -2, price: '61000', left: 2, status: 'open', is_reduce_only: true, create_time: T },
];
export const DEMO_ORDER_HISTORY: SpotOrder[] = [
  {
    id: '90',
    currency_pair: 'BTC_USDT',
    side: 'buy',
    type: 'market',
    price: '60012.5',
    amount: '0.001',
    filled_amount: '0.001',
    status: 'closed',
    create_time: T - 600,
  },
  {
    id: '91',
    currency_pair: 'BTC_USDT',
    side: 'sell',
    type: 'limit',
    price: '64000',
    amount: '0.002',
    filled_amount: '0',
    status: 'cancelled',
    create_time: T - 900,
  },
];
export const DEMO_FILLS: MarketFill[] = [
  {
    id: 'f1',
    symbol: 'BTC_USDT',
    side: 'buy',
    price: '60012.5',
    amount: '0.001',
    create_time_ms: (T - 600) * 1000,
    fee: '0.06',
    fee_currency: 'USDT',
  },
  {
    id: 'f2',
    symbol: 'BTC_USDT',
    side: 'sell',
    price: '59990',
    amount: '0.0005',
    create_time_ms: (T - 1200) * 1000,
    fee: '0.03',
    fee_currency: 'USDT',
  },
];
export const DEMO_FUNDING: FundingPayment = {
  id: 'fund1',
  contract: 'BTC_USDT',
  rate: '0.0001',
  size: 3,
  mark_price: '60200',
  amount: '-0.0018',
  currency: 'USDT',
  time_ms: T * 1000,
};
export const DEMO_BALANCES: RealtimeBalance[] = [
  { currency: 'USDT', available: '1000', locked: '580' },
  { currency: 'BTC', available: '0.5', locked: '0.0025' },
];
export const DEMO_POSITION: FuturesPosition = { ...SAMPLE_FUTURES_POSITION, margin_mode: 'isolated', margin: '17.7', roe: '2.0339' };
