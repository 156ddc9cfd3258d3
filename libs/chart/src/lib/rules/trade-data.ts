import type { FuturesOrder, FuturesPosition, MarketFill, MarketSymbol, SpotOrder } from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import type { AppLocale } from './chart-locale';
import { futuresOrderSide, type FuturesOrderSide } from './futures-side';
import type { BuySellMarker } from './markers';
import type { OrderLine } from './order-lines';
import type { QuickOrderLimits, QuickOrderRequest } from './quick-order';

/** Height of the chart and of its loading skeleton (no layout shift when the chart chunk arrives). */
export const TRADE_CHART_HEIGHT = 560;

// Pure glue between the exchange's data (the api's inferred types) and the chart's (decisions 0413, 0414).
// Only types are imported here: the server entry and the trade view's first load use these rules, while the
// chart's code loads with the chart chunk, after the page.

/** Spec 02 §3 locale map: the app's locale codes as the chart's (cn, tw, kr, pt-br, …); English otherwise. */
const CHART_LOCALE_OF: Readonly<Record<string, AppLocale>> = {
  zh: 'cn',
  tw: 'tw',
  vn: 'vi',
  es: 'es',
  ru: 'ru',
  fr: 'fr',
  de: 'de',
  pt: 'pt',
  br: 'pt-br',
  th: 'th',
  tr: 'tr',
  ja: 'ja',
  'ja-jp': 'ja',
  kr: 'kr',
  ko: 'kr',
};

export function chartLocaleOf(appLocale: string): AppLocale {
  return CHART_LOCALE_OF[appLocale.trim().toLowerCase()] ?? 'en';
}

export type PairResolution = { kind: 'ok'; symbol: MarketSymbol } | { kind: 'redirect'; path: string } | { kind: 'not-found' };

const SEGMENT = /^[A-Za-z0-9]{1,20}$/;

/**
 * `/trade/{BASE}_{QUOTE}`: a listed spot pair renders; the same pair in other letter case redirects to
 * the canonical path; anything malformed or unlisted is a 404. When the symbol list could not be loaded
 * (`null`), a well-formed pair renders (an outage must not turn every market into a 404).
 */
export function resolveSpotPair(raw: string, listed: readonly MarketSymbol[] | null): PairResolution {
  const parts = raw.split('_');
  if (parts.length !== 2 || !parts.every((p) => SEGMENT.test(p))) return { kind: 'not-found' };
  const wanted = raw.toUpperCase();
  if (listed === null)
    return wanted === raw ? { kind: 'ok', symbol: placeholderSymbol(wanted, 'spot') } : { kind: 'redirect', path: `/trade/${wanted}` };
  const found = listed.find((s) => s.market === 'spot' && s.symbol === wanted);
  if (!found) return { kind: 'not-found' };
  return found.symbol === raw ? { kind: 'ok', symbol: found } : { kind: 'redirect', path: `/trade/${found.symbol}` };
}

/**
 * `/futures/{unit}/{contract}`: the settlement unit (usdt) and a listed contract, `BTC_USDT` or
 * `BTCUSDT`; other spellings (USDT, btcusdt) redirect to `/futures/usdt/BTC_USDT`; anything else is a 404.
 */
export function resolveFuturesContract(unit: string, raw: string, listed: readonly MarketSymbol[] | null): PairResolution {
  if (!SEGMENT.test(unit) || !(SEGMENT.test(raw) || /^[A-Za-z0-9]{1,20}_[A-Za-z0-9]{1,20}$/.test(raw))) return { kind: 'not-found' };
  const settle = unit.toLowerCase();
  const compact = raw.toUpperCase().replace('_', '');
  const canonical = (s: { symbol: string; settle: string }) => `/futures/${s.settle}/${s.symbol}`;
  if (listed === null) {
    if (!raw.includes('_')) return { kind: 'not-found' };
    const symbol = placeholderSymbol(raw.toUpperCase(), 'futures', settle);
    return raw === symbol.symbol && unit === settle ? { kind: 'ok', symbol } : { kind: 'redirect', path: canonical(symbol) };
  }
  const found = listed.find((s) => s.market === 'futures' && s.settle === settle && s.symbol.replace('_', '') === compact);
  if (!found) return { kind: 'not-found' };
  return found.symbol === raw && found.settle === unit ? { kind: 'ok', symbol: found } : { kind: 'redirect', path: canonical(found) };
}

/** What a page knows of a well-formed symbol when the list is unavailable: the chart resolves the rest. */
function placeholderSymbol(symbol: string, market: 'spot' | 'futures', settle = ''): MarketSymbol {
  const [base = '', quote = ''] = symbol.split('_');
  return {
    symbol,
    market,
    base,
    quote,
    settle,
    description: `${base} / ${quote}`,
    exchange: '',
    price_precision: 2,
    amount_precision: market === 'futures' ? 0 : 4,
    min_amount: market === 'futures' ? '1' : '0.0001',
    contract_size: '0',
  };
}

/** "BTC/USDT": how a pair is written for people. */
export const pairLabel = (symbol: Pick<MarketSymbol, 'base' | 'quote'>): string => `${symbol.base}/${symbol.quote}`;

/**
 * The login link of a trade page: back to the page after logging in. A same-origin login takes the path;
 * a login on another origin (the US login host) takes the page's absolute URL (the login page validates it).
 */
export function loginLinkFor(loginHref: string, backPath: string, pageOrigin: string): string {
  const external = /^https?:\/\//i.test(loginHref);
  const back = external ? `${pageOrigin.replace(/\/+$/, '')}${backPath}` : backPath;
  return `${loginHref}${loginHref.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(back)}`;
}

/** The canonical path of a symbol's trade page (`/trade/BTC_USDT`, `/futures/usdt/BTC_USDT`), without the locale prefix. */
export function tradePath(symbol: Pick<MarketSymbol, 'market' | 'symbol' | 'settle'>): string {
  return symbol.market === 'futures' ? `/futures/${symbol.settle}/${symbol.symbol}` : `/trade/${symbol.symbol}`;
}

/** What the trade links need of the site context (`SiteContext` of `@exchange/ui`). */
export interface TradeLinkContext {
  site: SiteKey;
  locale: string;
  siteOrigins: Readonly<Record<SiteKey, string>>;
}

/**
 * Login and signup links of a trade page, each bringing the user back to the page (decision 0413): the US
 * site logs in on the US login host, which gets the page's absolute URL (from the configured site origins).
 */
export function tradeLinks(context: TradeLinkContext, symbol: Pick<MarketSymbol, 'market' | 'symbol' | 'settle'>) {
  const { site, locale, siteOrigins } = context;
  const back = localizeHref({ site, locale, path: tradePath(symbol) });
  const link = (target: '/login' | '/signup') =>
    loginLinkFor(localizeHref({ site, locale, path: target, usLoginOrigin: siteOrigins.us }), back, siteOrigins[site]);
  return { loginHref: link('/login'), signupHref: link('/signup'), kycHref: localizeHref({ site, locale, path: '/myaccount/kyc2' }) };
}

/** A decimal as the API wants it (no exponent, at most `places` decimals, no trailing zeros); null when not positive. */
export function toDecimalText(value: number | undefined, places: number): string | null {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return null;
  const fixed = value.toFixed(Math.min(12, Math.max(0, Math.floor(places))));
  const trimmed = fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
  return trimmed === '0' ? null : trimmed;
}

/** 10^-places as written (1e-4 is 0.0001, where 10 ** -4 is not). */
const stepOf = (places: number): number => Number(`1e-${Math.min(12, Math.max(0, Math.floor(places)))}`);

/** Amount, price and size rules of the quick order for a symbol (the chart validates before calling). */
export function quickOrderLimitsOf(symbol: MarketSymbol): Required<Pick<QuickOrderLimits, 'minAmount' | 'amountStep' | 'priceStep'>> {
  if (symbol.market === 'futures') return { minAmount: 1, amountStep: 1, priceStep: stepOf(symbol.price_precision) };
  const step = stepOf(symbol.amount_precision);
  const min = Number(symbol.min_amount);
  return { minAmount: Number.isFinite(min) && min > 0 ? min : step, amountStep: step, priceStep: stepOf(symbol.price_precision) };
}

/** The body of `placeSpotOrder` for a quick order; null when the numbers cannot be sent. */
export function spotOrderInput(symbol: MarketSymbol, request: QuickOrderRequest) {
  const amount = toDecimalText(request.amount, symbol.amount_precision);
  const price = request.type === 'limit' ? toDecimalText(request.price, symbol.price_precision) : undefined;
  if (amount === null || price === null) return null;
  return {
    currency_pair: symbol.symbol,
    side: request.side === 1 ? ('buy' as const) : ('sell' as const),
    type: request.type,
    amount,
    ...(price === undefined ? {} : { price }),
  };
}

/** The body of `placeFuturesOrder`: signed whole contracts (buy +, sell −); null when not a whole positive size. */
export function futuresOrderInput(symbol: MarketSymbol, request: QuickOrderRequest) {
  const price = request.type === 'limit' ? toDecimalText(request.price, symbol.price_precision) : undefined;
  if (!Number.isInteger(request.amount) || request.amount <= 0 || price === null) return null;
  return { contract: symbol.symbol, size: request.side * request.amount, ...(price === undefined ? {} : { price }) };
}

export interface LineTexts {
  buy: string;
  sell: string;
  long: string;
  short: string;
  /**
   * A futures order line's side, "Open long" … "Close short" (decision 1965, `futuresOrderSide`); absent, the line
   * says long or short.
   */
  futuresSides?: Readonly<Record<FuturesOrderSide, string>>;
  /** Tooltip of an order line, e.g. "Limit buy 0.01 @ 58,000.00". */
  orderTooltip: (side: 'buy' | 'sell', amount: string, price: string) => string;
  pnl: (value: number) => string;
  /** Accessible names of the line actions, e.g. "Cancel order BTC_USDT buy 0.5 at 60,000" (decision 0415). */
  cancelOrder?: (side: 'buy' | 'sell', amount: string, price: string) => string;
  closePosition?: (side: 'long' | 'short', size: string) => string;
  tpslPosition?: (side: 'long' | 'short', size: string) => string;
  reversePosition?: (side: 'long' | 'short', size: string) => string;
  /** TP/SL lines of a position, e.g. "TP" / "SL". */
  takeProfit?: string;
  stopLoss?: string;
}

/**
 * What the line buttons do (spec 02 §3): given, order lines show close (cancel) and position lines close, TP/SL
 * and reverse; absent (visitors, stories), lines are display-only.
 */
export interface LineActions<O> {
  cancelOrder: (order: O) => void;
}
export interface PositionActions {
  closePosition: (position: FuturesPosition) => void;
  tpsl: (position: FuturesPosition) => void;
  reverse: (position: FuturesPosition) => void;
}

const cancelOf = <O>(order: O, actions: LineActions<O> | undefined): Pick<OrderLine, 'showCloseButton' | 'callbacks'> =>
  actions ? { showCloseButton: true, callbacks: { onClose: () => actions.cancelOrder(order) } } : {};

const positive = (text: string): number | null => {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** Spec 02 §3 order lines for open spot orders (limit 0, market 1; buy 1, sell −1); no line without a price. */
export function spotOrderLines(orders: readonly SpotOrder[], texts: LineTexts, actions?: LineActions<SpotOrder>): OrderLine[] {
  return orders.flatMap((o) => {
    const price = positive(o.price);
    if (price === null) return [];
    const side = o.side === 'buy' ? 1 : -1;
    const closeName = actions ? texts.cancelOrder?.(o.side, o.amount, o.price) : undefined;
    const cancel = cancelOf(o, actions);
    return [
      {
        ...cancel,
        id: `spot-${o.id}`,
        type: o.type === 'market' ? 1 : 0,
        side,
        avgPrice: price,
        visible: true,
        sideText: side === 1 ? texts.buy : texts.sell,
        qtyText: o.amount,
        qty: Number(o.amount),
        tooltips: { line: texts.orderTooltip(o.side, o.amount, o.price), ...(closeName ? { close: closeName } : {}) },
      } satisfies OrderLine,
    ];
  });
}

/** A futures order's side on its line: open/close long/short, never spot's buy/sell (decision 1965). */
function futuresSideText(o: FuturesOrder, texts: LineTexts): string {
  const key = futuresOrderSide(o.size, o.is_reduce_only);
  const long = key === 'openLong' || key === 'closeLong';
  return key !== null && texts.futuresSides ? texts.futuresSides[key] : long ? texts.long : texts.short;
}

/** Order lines for open futures orders (size sign is the side). */
export function futuresOrderLines(orders: readonly FuturesOrder[], texts: LineTexts, actions?: LineActions<FuturesOrder>): OrderLine[] {
  return orders.flatMap((o) => {
    const price = positive(o.price);
    if (price === null || o.size === 0) return [];
    const side = o.size > 0 ? 1 : -1;
    const qty = String(o.left || Math.abs(o.size));
    const closeName = actions ? texts.cancelOrder?.(side === 1 ? 'buy' : 'sell', qty, o.price) : undefined;
    const cancel = cancelOf(o, actions);
    return [
      {
        ...cancel,
        id: `futures-${o.id}`,
        type: 0,
        side,
        avgPrice: price,
        visible: true,
        sideText: futuresSideText(o, texts),
        qtyText: qty,
        qty: Number(qty),
        tooltips: { line: texts.orderTooltip(side === 1 ? 'buy' : 'sell', qty, o.price), ...(closeName ? { close: closeName } : {}) },
      } satisfies OrderLine,
    ];
  });
}

/**
 * Spec 02 §3 position line (type 4): entry price, side by size, PnL coloured by sign; with actions, its close,
 * TP/SL and reverse buttons. A position's take-profit and stop-loss get lines of their own (types 5 and 6).
 */
export function positionLines(positions: readonly FuturesPosition[], texts: LineTexts, actions?: PositionActions): OrderLine[] {
  return positions.flatMap((p) => {
    const price = positive(p.entry_price);
    if (price === null || p.size === 0) return [];
    const pnl = Number(p.unrealised_pnl);
    const sideKey = p.size > 0 ? ('long' as const) : ('short' as const);
    const size = String(Math.abs(p.size));
    const side = p.size > 0 ? 1 : -1;
    const line: OrderLine = {
      id: `position-${p.contract}`,
      type: 4,
      side,
      avgPrice: price,
      visible: true,
      sideText: p.size > 0 ? texts.long : texts.short,
      qtyText: size,
      qty: Math.abs(p.size),
      ...(Number.isFinite(pnl) ? { pnlText: texts.pnl(pnl), pnlValue: pnl } : {}),
      ...(actions
        ? {
            showCloseButton: true,
            showTPSLButton: true,
            showReverseButton: true,
            tooltips: {
              ...(texts.closePosition ? { close: texts.closePosition(sideKey, size) } : {}),
              ...(texts.tpslPosition ? { tpsl: texts.tpslPosition(sideKey, size) } : {}),
              ...(texts.reversePosition ? { reverse: texts.reversePosition(sideKey, size) } : {}),
            },
            callbacks: {
              onClose: () => actions.closePosition(p),
              onTPSL: () => actions.tpsl(p),
              onReverse: () => actions.reverse(p),
            },
          }
        : {}),
    };
    const trigger = (type: 5 | 6, text: string | undefined, value: string): OrderLine[] => {
      const at = positive(value);
      return at === null
        ? []
        : [
            {
              id: `${type === 5 ? 'tp' : 'sl'}-${p.contract}`,
              type,
              side,
              avgPrice: at,
              visible: true,
              sideText: text ?? (type === 5 ? 'TP' : 'SL'),
              qtyText: size,
              qty: Math.abs(p.size),
            },
          ];
    };
    return [line, ...trigger(5, texts.takeProfit, p.take_profit), ...trigger(6, texts.stopLoss, p.stop_loss)];
  });
}

/** Spec 02 §3 buy/sell markers from the user's fills (malformed fills are left out). */
export function fillMarkers(fills: readonly MarketFill[], chartSymbol: string): BuySellMarker[] {
  return fills.flatMap((f) => {
    const price = positive(f.price);
    const quantity = positive(f.amount);
    if (price === null || quantity === null || !Number.isFinite(f.create_time_ms)) return [];
    return [{ time: f.create_time_ms, type: f.side, price, quantity, symbol: chartSymbol, rawTimestamp: f.create_time_ms }];
  });
}

const HOUR = 3_600_000;
/** Important events shown: the last 30 days, on an hour grid so the request (and its cache key) is stable. */
export function eventWindow(now: number): { from: number; to: number } {
  const to = Math.ceil(now / HOUR) * HOUR;
  return { from: to - 30 * 24 * HOUR, to };
}
