import type { MarketSymbol } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import { createIntl } from '@formatjs/intl';
import { loadListedSymbols, resolveTradeRoute, tradeLabels } from './server';

const BTC: MarketSymbol = {
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
const PERP: MarketSymbol = { ...BTC, market: 'futures', settle: 'usdt', amount_precision: 0, min_amount: '1' };

describe('@exchange/chart/server (decision 0414)', () => {
  it('loadListedSymbols asks the api through the client it is given; a failed call is null (every well-formed symbol renders)', async () => {
    const client = createFixtureClient({ marketSymbols: [BTC] });
    expect(await loadListedSymbols(client, 'spot')).toEqual([BTC]);
    expect(client.calls).toEqual([{ name: 'marketSymbols', input: { market: 'spot' } }]);
    expect(await loadListedSymbols(createFixtureClient({}, { marketSymbols: 'http' }), 'spot')).toBeNull();
  });

  it.each([
    ['a listed pair', { market: 'spot', pair: 'BTC_USDT' } as const, { kind: 'ok', symbol: BTC }],
    ['another spelling', { market: 'spot', pair: 'btc_usdt' } as const, { kind: 'redirect', path: '/trade/BTC_USDT' }],
    ['an unlisted pair', { market: 'spot', pair: 'DOGE_USDT' } as const, { kind: 'not-found' }],
    ['a listed contract', { market: 'futures', unit: 'usdt', contract: 'BTC_USDT' } as const, { kind: 'ok', symbol: PERP }],
    [
      'a compact contract',
      { market: 'futures', unit: 'USDT', contract: 'BTCUSDT' } as const,
      { kind: 'redirect', path: '/futures/usdt/BTC_USDT' },
    ],
  ])('resolveTradeRoute: %s', (_name, route, expected) => {
    expect(resolveTradeRoute(route, [BTC, PERP])).toEqual(expected);
  });

  it('tradeLabels formats the heading, market line and buttons with the intl it is given', () => {
    const intl = createIntl({ locale: 'en', messages: {} });
    expect(tradeLabels(intl, BTC)).toEqual({ heading: 'BTC/USDT', subtitle: 'Spot market', buy: 'Buy BTC', sell: 'Sell BTC' });
    expect(tradeLabels(intl, PERP)).toEqual({
      heading: 'BTC/USDT Perpetual',
      subtitle: 'USDT-margined perpetual contract',
      buy: 'Buy BTC',
      sell: 'Sell BTC',
    });
  });
});
