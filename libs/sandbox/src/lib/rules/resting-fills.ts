import type { MarketFill, SpotOrder } from '@exchange/api';
import { fromUnits, toUnits, type SandboxWallet } from './funds-transfer';

/** A trade of the simulated market (decision 1803): the symbol, its price and when. */
export interface MarketPrint {
  symbol: string;
  price: number;
  time: number;
}

export interface RestingFills {
  /** The orders the print filled, each with its fill. */
  filled: { order: SpotOrder; fill: MarketFill }[];
  /** The spot wallet after them. */
  wallet: SandboxWallet;
}

const UNIT = 10n ** 8n;

/** A price or amount as units of 1e-8 (at most 8 places kept), or null. */
const units = (value: string | number): bigint | null => {
  const text = typeof value === 'number' ? value.toFixed(8).replace(/\.?0+$/, '') : value;
  const trimmed = /^\d+\.\d{9,}$/.test(text) ? text.slice(0, text.indexOf('.') + 9) : text;
  return toUnits(trimmed);
};

/** Whether a print at `price` reaches a resting limit order: a buy at or above it, a sell at or below it. */
export const printReaches = (order: Pick<SpotOrder, 'side' | 'price'>, price: number): boolean => {
  const limit = Number(order.price);
  if (!Number.isFinite(limit) || limit <= 0) return false;
  return order.side === 'buy' ? price <= limit : price >= limit;
};

/**
 * The user's resting spot limit orders a market print fills (issue 20, decision 1851): every open limit order of the
 * printed symbol that the price reaches fills in full at its own limit price (a resting order is the maker); the
 * spot wallet pays the quote currency for a buy and receives it for a sell, in integer units of 1e-8. An order the
 * wallet cannot pay for stays open. Pure: orders, wallet and print in, fills and wallet out.
 */
export function fillRestingOrders(orders: readonly SpotOrder[], wallet: SandboxWallet, print: MarketPrint): RestingFills {
  const spot: Record<string, string> = { ...(wallet['spot'] ?? {}) };
  const filled: RestingFills['filled'] = [];
  for (const order of orders) {
    if (order.currency_pair !== print.symbol || order.type !== 'limit' || order.status !== 'open') continue;
    if (!printReaches(order, print.price)) continue;
    const [base, quote] = order.currency_pair.split('_');
    const amount = units(order.amount);
    const filledAlready = units(order.filled_amount) ?? 0n;
    const price = units(order.price);
    if (!base || !quote || amount === null || price === null || amount <= filledAlready) continue;
    const left = amount - filledAlready;
    const cost = (left * price) / UNIT;
    const payCurrency = order.side === 'buy' ? quote : base;
    const pay = order.side === 'buy' ? cost : left;
    const available = units(spot[payCurrency] ?? '0') ?? 0n;
    if (pay > available) continue;
    const getCurrency = order.side === 'buy' ? base : quote;
    const get = order.side === 'buy' ? left : cost;
    spot[payCurrency] = fromUnits(available - pay);
    spot[getCurrency] = fromUnits((units(spot[getCurrency] ?? '0') ?? 0n) + get);
    filled.push({
      order: { ...order, filled_amount: order.amount, status: 'closed' },
      fill: {
        id: `${order.id}-1`,
        symbol: order.currency_pair,
        side: order.side,
        price: order.price,
        amount: fromUnits(left),
        create_time_ms: print.time,
      },
    });
  }
  return { filled, wallet: filled.length === 0 ? wallet : { ...wallet, spot } };
}
