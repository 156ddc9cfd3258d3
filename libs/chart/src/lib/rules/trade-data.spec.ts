import type { FuturesOrder, FuturesPosition, MarketImportantEvent, MarketSymbol, SpotOrder } from '@exchange/api';
import type { SiteKey } from '@exchange/site-config';
import { groupEvents, type ImportantEvent } from './important-events';
import {
  chartLocaleOf,
  eventWindow,
  fillMarkers,
  futuresOrderInput,
  futuresOrderLines,
  loginLinkFor,
  positionLines,
  quickOrderLimitsOf,
  resolveFuturesContract,
  resolveSpotPair,
  spotOrderInput,
  spotOrderLines,
  toDecimalText,
  tradeLinks,
  type LineTexts,
} from './trade-data';

const symbol = (s: Partial<MarketSymbol> & Pick<MarketSymbol, 'symbol' | 'market'>): MarketSymbol => {
  const [base = '', quote = ''] = s.symbol.split('_');
  return {
    base,
    quote,
    settle: '',
    description: '',
    exchange: 'SANDBOX',
    price_precision: 2,
    amount_precision: 4,
    min_amount: '0.0001',
    contract_size: '0',
    ...s,
  };
};
const BTC = symbol({ symbol: 'BTC_USDT', market: 'spot' });
const ETH = symbol({ symbol: 'ETH_USDT', market: 'spot' });
const PERP = symbol({ symbol: 'BTC_USDT', market: 'futures', settle: 'usdt', price_precision: 1, amount_precision: 0, min_amount: '1' });
const LISTED = [BTC, ETH, PERP];

const texts: LineTexts = {
  buy: 'Buy',
  sell: 'Sell',
  long: 'Long',
  short: 'Short',
  orderTooltip: (side, amount, price) => `${side} ${amount} at ${price}`,
  pnl: (value) => `PnL ${value}`,
};

describe('chartLocaleOf (spec 02 §3 locale map from the app locales)', () => {
  it.each([
    ['zh', 'cn'],
    ['tw', 'tw'],
    ['vn', 'vi'],
    ['br', 'pt-br'],
    ['ja-jp', 'ja'],
    ['kr', 'kr'],
    ['tr', 'tr'],
    ['de', 'de'],
    ['en-us', 'en'],
    ['ar', 'en'],
    ['id', 'en'],
  ])('%s → %s', (app, chart) => expect(chartLocaleOf(app)).toBe(chart));
});

describe('resolveSpotPair (/trade/{BASE}_{QUOTE})', () => {
  it.each([
    ['BTC_USDT', { kind: 'ok', symbol: BTC }],
    ['btc_usdt', { kind: 'redirect', path: '/trade/BTC_USDT' }],
    ['Eth_Usdt', { kind: 'redirect', path: '/trade/ETH_USDT' }],
    ['DOGE_USDT', { kind: 'not-found' }],
    ['BTCUSDT', { kind: 'not-found' }],
    ['BTC_USDT_X', { kind: 'not-found' }],
    ['BTC-USDT', { kind: 'not-found' }],
    ['_USDT', { kind: 'not-found' }],
    ['BTC_', { kind: 'not-found' }],
    ['<script>_x', { kind: 'not-found' }],
    ['', { kind: 'not-found' }],
  ])('%p → %o', (raw, expected) => expect(resolveSpotPair(raw, LISTED)).toEqual(expected));

  it('renders a well-formed pair when the list is unavailable, and still refuses malformed ones', () => {
    expect(resolveSpotPair('DOGE_USDT', null)).toEqual({
      kind: 'ok',
      symbol: expect.objectContaining({ symbol: 'DOGE_USDT', base: 'DOGE', quote: 'USDT', market: 'spot' }),
    });
    expect(resolveSpotPair('doge_usdt', null)).toEqual({ kind: 'redirect', path: '/trade/DOGE_USDT' });
    expect(resolveSpotPair('nope', null)).toEqual({ kind: 'not-found' });
  });
});

describe('resolveFuturesContract (/futures/{unit}/{contract})', () => {
  it.each([
    ['usdt', 'BTC_USDT', { kind: 'ok', symbol: PERP }],
    ['USDT', 'BTC_USDT', { kind: 'redirect', path: '/futures/usdt/BTC_USDT' }],
    ['usdt', 'BTCUSDT', { kind: 'redirect', path: '/futures/usdt/BTC_USDT' }],
    ['usdt', 'btcusdt', { kind: 'redirect', path: '/futures/usdt/BTC_USDT' }],
    ['btc', 'BTC_USDT', { kind: 'not-found' }],
    ['usdt', 'ETH_USDT', { kind: 'not-found' }],
    ['usdt', 'BTC__USDT', { kind: 'not-found' }],
    ['us dt', 'BTC_USDT', { kind: 'not-found' }],
  ])('%p / %p → %o', (unit, raw, expected) => expect(resolveFuturesContract(unit, raw, LISTED)).toEqual(expected));

  it('renders a well-formed BASE_QUOTE contract when the list is unavailable', () => {
    expect(resolveFuturesContract('usdt', 'ETH_USDT', null)).toEqual({
      kind: 'ok',
      symbol: expect.objectContaining({ symbol: 'ETH_USDT', market: 'futures', settle: 'usdt' }),
    });
    expect(resolveFuturesContract('usdt', 'ETHUSDT', null)).toEqual({ kind: 'not-found' });
  });
});

describe('loginLinkFor', () => {
  it.each([
    ['/login', '/trade/BTC_USDT', '/login?redirect=%2Ftrade%2FBTC_USDT'],
    ['/zh/login', '/zh/trade/BTC_USDT', '/zh/login?redirect=%2Fzh%2Ftrade%2FBTC_USDT'],
    [
      'https://login.us.example/login',
      '/en-us/trade/BTC_USDT',
      'https://login.us.example/login?redirect=https%3A%2F%2Fus.example%2Fen-us%2Ftrade%2FBTC_USDT',
    ],
    ['/login?ch=1', '/trade/BTC_USDT', '/login?ch=1&redirect=%2Ftrade%2FBTC_USDT'],
  ])('%s back to %s', (login, back, expected) => expect(loginLinkFor(login, back, 'https://us.example/')).toBe(expected));
});

describe('tradeLinks (spec 03 §2: US links under en-us, login on the US host; decision 1203)', () => {
  const origins = { main: 'https://main.example', us: 'https://us.example', jp: 'https://jp.example' } as Record<SiteKey, string>;
  const btc = { market: 'spot', symbol: 'BTC_USDT', settle: '' } as const;
  const perp = { market: 'futures', symbol: 'BTC_USDT', settle: 'usdt' } as const;
  it.each<[string, SiteKey, string, typeof btc | typeof perp, string, string]>([
    ['main, English', 'main', 'en', btc, '/login?redirect=%2Ftrade%2FBTC_USDT', '/signup?redirect=%2Ftrade%2FBTC_USDT'],
    ['main, Chinese', 'main', 'zh', btc, '/zh/login?redirect=%2Fzh%2Ftrade%2FBTC_USDT', '/zh/signup?redirect=%2Fzh%2Ftrade%2FBTC_USDT'],
    [
      'US, default language: back under /en-us',
      'us',
      'en',
      perp,
      'https://us.example/login?redirect=https%3A%2F%2Fus.example%2Fen-us%2Ffutures%2Fusdt%2FBTC_USDT',
      'https://us.example/signup?redirect=https%3A%2F%2Fus.example%2Fen-us%2Ffutures%2Fusdt%2FBTC_USDT',
    ],
    [
      'US, en-us',
      'us',
      'en-us',
      btc,
      'https://us.example/login?redirect=https%3A%2F%2Fus.example%2Fen-us%2Ftrade%2FBTC_USDT',
      'https://us.example/signup?redirect=https%3A%2F%2Fus.example%2Fen-us%2Ftrade%2FBTC_USDT',
    ],
  ])('%s', (_, site, locale, sym, loginHref, signupHref) => {
    expect(tradeLinks({ site, locale, siteOrigins: origins }, sym)).toEqual(expect.objectContaining({ loginHref, signupHref }));
  });

  it('links the KYC upgrade on the same site and locale (decision 1909)', () => {
    expect(tradeLinks({ site: 'main', locale: 'zh', siteOrigins: origins }, btc).kycHref).toBe('/zh/myaccount/kyc2');
  });
});

describe('toDecimalText', () => {
  it.each([
    [0.01, 4, '0.01'],
    [60123.456, 2, '60123.46'],
    [1e-7, 8, '0.0000001'],
    [2, 0, '2'],
    [100, 2, '100'],
    [0.00001, 4, null],
    [0, 2, null],
    [-1, 2, null],
    [Number.NaN, 2, null],
    [undefined, 2, null],
  ])('%p with %i decimals → %p', (value, places, expected) => expect(toDecimalText(value, places)).toBe(expected));
});

describe('quick orders to API inputs', () => {
  it('spot: side, type, decimals at the pair precision; market orders without a price', () => {
    expect(spotOrderInput(BTC, { side: 1, type: 'limit', price: 58000.123, amount: 0.01 })).toEqual({
      currency_pair: 'BTC_USDT',
      side: 'buy',
      type: 'limit',
      price: '58000.12',
      amount: '0.01',
    });
    expect(spotOrderInput(BTC, { side: -1, type: 'market', amount: 0.5 })).toEqual({
      currency_pair: 'BTC_USDT',
      side: 'sell',
      type: 'market',
      amount: '0.5',
    });
    expect(spotOrderInput(BTC, { side: 1, type: 'limit', amount: 0.01 })).toBeNull();
  });

  it('futures: signed whole contracts', () => {
    expect(futuresOrderInput(PERP, { side: -1, type: 'limit', price: 61000, amount: 3 })).toEqual({
      contract: 'BTC_USDT',
      size: -3,
      price: '61000',
    });
    expect(futuresOrderInput(PERP, { side: 1, type: 'market', amount: 2 })).toEqual({ contract: 'BTC_USDT', size: 2 });
    expect(futuresOrderInput(PERP, { side: 1, type: 'market', amount: 1.5 })).toBeNull();
  });

  it('limits follow the symbol: amount step and minimum, price step', () => {
    expect(quickOrderLimitsOf(BTC)).toEqual({ minAmount: 0.0001, amountStep: 0.0001, priceStep: 0.01 });
    expect(quickOrderLimitsOf(PERP)).toEqual({ minAmount: 1, amountStep: 1, priceStep: 0.1 });
  });
});

describe('order lines, position line, markers and events (spec 02 §3)', () => {
  const spot: SpotOrder[] = [
    {
      id: '1',
      currency_pair: 'BTC_USDT',
      side: 'buy',
      type: 'limit',
      price: '58000',
      amount: '0.01',
      filled_amount: '0',
      status: 'open',
      create_time: 1,
    },
    {
      id: '2',
      currency_pair: 'BTC_USDT',
      side: 'sell',
      type: 'market',
      price: '0',
      amount: '0.2',
      filled_amount: '0',
      status: 'open',
      create_time: 2,
    },
  ];
  it('spot orders: limit type 0, buy side 1, no line without a price', () => {
    expect(spotOrderLines(spot, texts)).toEqual([
      {
        id: 'spot-1',
        type: 0,
        side: 1,
        avgPrice: 58000,
        visible: true,
        sideText: 'Buy',
        qtyText: '0.01',
        qty: 0.01,
        tooltips: { line: 'buy 0.01 at 58000' },
      },
    ]);
  });

  it('futures orders take their side from the size sign; positions are type 4 with PnL', () => {
    const orders: FuturesOrder[] = [
      { id: '9', contract: 'BTC_USDT', size: -2, price: '61000', left: 2, status: 'open', is_reduce_only: false, create_time: 1 },
    ];
    expect(futuresOrderLines(orders, texts)).toEqual([
      expect.objectContaining({ id: 'futures-9', type: 0, side: -1, avgPrice: 61000, sideText: 'Short', qtyText: '2' }),
    ]);
    // Decision 1965: with the open/close words, a sell opens a short and a reduce-only buy closes one.
    const futuresSides = { openLong: 'Open long', openShort: 'Open short', closeLong: 'Close long', closeShort: 'Close short' };
    const closing: FuturesOrder = { ...(orders[0] as FuturesOrder), id: '10', size: 2, is_reduce_only: true };
    expect(futuresOrderLines([...orders, closing], { ...texts, futuresSides }).map((l) => l.sideText)).toEqual([
      'Open short',
      'Close short',
    ]);
    const positions: FuturesPosition[] = [
      {
        contract: 'BTC_USDT',
        size: 3,
        entry_price: '59000',
        mark_price: '60200',
        liq_price: '41000',
        unrealised_pnl: '36',
        leverage: '10',
        take_profit: '0',
        stop_loss: '0',
      },
      {
        contract: 'ETH_USDT',
        size: 0,
        entry_price: '3000',
        mark_price: '3000',
        liq_price: '0',
        unrealised_pnl: '0',
        leverage: '5',
        take_profit: '0',
        stop_loss: '0',
      },
    ];
    expect(positionLines(positions, texts)).toEqual([
      {
        id: 'position-BTC_USDT',
        type: 4,
        side: 1,
        avgPrice: 59000,
        visible: true,
        sideText: 'Long',
        qtyText: '3',
        qty: 3,
        pnlText: 'PnL 36',
        pnlValue: 36,
      },
    ]);
  });

  it('fills become buy/sell markers of the chart symbol; malformed fills are left out', () => {
    expect(
      fillMarkers(
        [
          { id: 'a', symbol: 'BTC_USDT', side: 'sell', price: '60000.5', amount: '0.02', create_time_ms: 1000 },
          { id: 'b', symbol: 'BTC_USDT', side: 'buy', price: '0', amount: '0.02', create_time_ms: 2000 },
        ],
        'BTC_USDT',
      ),
    ).toEqual([{ time: 1000, type: 'sell', price: 60000.5, quantity: 0.02, symbol: 'BTC_USDT', rawTimestamp: 1000 }]);
  });

  it("the api's important events are the chart's, unconverted (one contract, one type)", () => {
    const fromApi: MarketImportantEvent[] = [
      { id: 'x', type: 1, time: 5, data: { price: 61000, text: 'High' } },
      { id: 'y', type: 7, time: 6, data: {} },
    ];
    const forChart: readonly ImportantEvent[] = fromApi;
    expect(groupEvents(forChart, (t) => t * 10)).toEqual([
      { x: 50, events: [fromApi[0]] },
      { x: 60, events: [fromApi[1]] },
    ]);
  });

  it('the event window is the last 30 days up to the next whole hour', () => {
    const now = Date.UTC(2026, 10, 22, 7, 12);
    expect(eventWindow(now)).toEqual({ from: Date.UTC(2026, 9, 23, 8), to: Date.UTC(2026, 10, 22, 8) });
    expect(eventWindow(now + 60_000)).toEqual(eventWindow(now));
  });
});

describe('line actions (decision 0415)', () => {
  const named: LineTexts = {
    ...texts,
    cancelOrder: (side, amount, price) => `Cancel order BTC_USDT ${side} ${amount} at ${price}`,
    closePosition: (side, size) => `Close position BTC_USDT ${side} ${size}`,
    tpslPosition: (side, size) => `Set TP/SL BTC_USDT ${side} ${size}`,
    reversePosition: (side, size) => `Reverse position BTC_USDT ${side} ${size}`,
    takeProfit: 'TP',
    stopLoss: 'SL',
  };
  const order: SpotOrder = {
    id: '7',
    currency_pair: 'BTC_USDT',
    side: 'buy',
    type: 'limit',
    price: '60000',
    amount: '0.5',
    filled_amount: '0',
    status: 'open',
    create_time: 0,
  };
  const short: FuturesPosition = {
    contract: 'BTC_USDT',
    size: -2,
    entry_price: '61000',
    mark_price: '60000',
    liq_price: '66000',
    unrealised_pnl: '0.2',
    leverage: '10',
    take_profit: '55000',
    stop_loss: '0',
  };

  it('without actions, lines are display-only', () => {
    const [line] = spotOrderLines([order], named);
    expect(line?.showCloseButton).toBeUndefined();
    expect(line?.tooltips?.close).toBeUndefined();
  });

  it('an order line cancels its order, named by side, amount and price', () => {
    const cancelOrder = jest.fn();
    const [line] = spotOrderLines([order], named, { cancelOrder });
    expect(line).toMatchObject({ showCloseButton: true, tooltips: { close: 'Cancel order BTC_USDT buy 0.5 at 60000' } });
    line?.callbacks?.onClose?.(line.id);
    expect(cancelOrder).toHaveBeenCalledWith(order);
  });

  it('a position line closes, sets TP/SL and reverses; its TP gets a line of its own (type 5), no SL line at 0', () => {
    const actions = { closePosition: jest.fn(), tpsl: jest.fn(), reverse: jest.fn() };
    const lines = positionLines([short], named, actions);
    expect(lines.map((l) => [l.id, l.type, l.avgPrice])).toEqual([
      ['position-BTC_USDT', 4, 61000],
      ['tp-BTC_USDT', 5, 55000],
    ]);
    const [line] = lines;
    expect(line?.tooltips).toEqual({
      close: 'Close position BTC_USDT short 2',
      tpsl: 'Set TP/SL BTC_USDT short 2',
      reverse: 'Reverse position BTC_USDT short 2',
    });
    line?.callbacks?.onTPSL?.(line.id);
    line?.callbacks?.onReverse?.(line.id);
    line?.callbacks?.onClose?.(line.id);
    expect(actions.tpsl).toHaveBeenCalledWith(short);
    expect(actions.reverse).toHaveBeenCalledWith(short);
    expect(actions.closePosition).toHaveBeenCalledWith(short);
  });
});
