/** A price alert: fires once when the live price crosses its price. */
export interface PriceAlert {
  id: string;
  symbol: string;
  price: number;
  /** Where the price was when the alert was set: it fires when the price reaches the alert from that side. */
  direction: 'up' | 'down';
  createdAt: number;
}

export type AlertPriceError = 'chart.priceAlert.priceRequired' | 'chart.priceAlert.pricePositive';

/** Parses an alert price typed by the user. */
export function parseAlertPrice(input: unknown): { ok: true; value: number } | { ok: false; error: AlertPriceError } {
  const s = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim().replace(/,/g, '') : '';
  if (s === '') return { ok: false, error: 'chart.priceAlert.priceRequired' };
  const n = Number(s);
  if (!/^\d*\.?\d+$/.test(s) || !Number.isFinite(n) || n <= 0) return { ok: false, error: 'chart.priceAlert.pricePositive' };
  return { ok: true, value: n };
}

/** A new alert; its direction is up when set above the current price. */
export function createAlert(id: string, symbol: string, price: number, currentPrice: number, now: number): PriceAlert {
  return { id, symbol, price, direction: price >= currentPrice ? 'up' : 'down', createdAt: now };
}

/** Alerts whose price the move from `previous` to `next` reached in their direction. */
export function crossedAlerts(alerts: readonly PriceAlert[], previous: number, next: number): PriceAlert[] {
  if (!Number.isFinite(previous) || !Number.isFinite(next)) return [];
  return alerts.filter((a) => (a.direction === 'up' ? previous < a.price && next >= a.price : previous > a.price && next <= a.price));
}

/** Alerts kept in storage per symbol; malformed entries are dropped. */
export function parseAlerts(raw: string | null | undefined): PriceAlert[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return [];
    return data.filter(
      (a): a is PriceAlert =>
        typeof a === 'object' &&
        a !== null &&
        typeof a.id === 'string' &&
        typeof a.symbol === 'string' &&
        typeof a.price === 'number' &&
        Number.isFinite(a.price) &&
        a.price > 0 &&
        (a.direction === 'up' || a.direction === 'down') &&
        typeof a.createdAt === 'number',
    );
  } catch {
    return [];
  }
}

export const PRICE_ALERTS_KEY = 'exchange.chart.alerts.v1';
