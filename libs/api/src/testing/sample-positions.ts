import type { FuturesPosition } from '../lib/schemas/trading';

/** The sandbox accounts' open futures position: 3 BTC_USDT long at 10x, entry 59000, mark 60200 (+20.34 %). */
export const SAMPLE_FUTURES_POSITION: FuturesPosition = {
  contract: 'BTC_USDT',
  size: 3,
  entry_price: '59000',
  mark_price: '60200',
  liq_price: '41000',
  unrealised_pnl: '36',
  leverage: '10',
  take_profit: '0',
  stop_loss: '0',
};
