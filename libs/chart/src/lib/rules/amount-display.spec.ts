import { amountPrecision, displayAmount, type AmountKind, type AmountSymbol } from './amount-display';

// The sandbox's symbols (libs/sandbox market/symbols.ts): tick and amount step decimals.
const BTC_SPOT: AmountSymbol = { market: 'spot', base: 'BTC', quote: 'USDT', price_precision: 2, amount_precision: 4 };
const SOL_SPOT: AmountSymbol = { market: 'spot', base: 'SOL', quote: 'USDT', price_precision: 3, amount_precision: 2 };
const BTC_PERP: AmountSymbol = { market: 'futures', base: 'BTC', quote: 'USDT', price_precision: 1, amount_precision: 0 };

describe('amountPrecision and displayAmount (decision 1939: the issue\'s "available balance shows 8 decimals")', () => {
  it.each<[string, AmountSymbol, string, AmountKind, string, string]>([
    // Balances: the currency's decimals, fixed, cut down.
    ['available USDT after a fill + fee', BTC_SPOT, 'USDT', 'balance', '939.96876543', '939.96'],
    ['a round balance keeps its cents', BTC_SPOT, 'USDT', 'balance', '1000', '1000.00'],
    ['never rounded up', BTC_SPOT, 'USDT', 'balance', '0.999', '0.99'],
    ['BTC to the amount step (0.0001)', BTC_SPOT, 'BTC', 'balance', '0.50099999', '0.5009'],
    ['SOL_USDT: USDT to the 0.001 tick', SOL_SPOT, 'USDT', 'balance', '12.34567', '12.345'],
    ['SOL to its 0.01 step', SOL_SPOT, 'SOL', 'balance', '3.999', '3.99'],
    ['futures USDT: cents, though the tick is 0.1', BTC_PERP, 'USDT', 'balance', '499.97', '499.97'],
    ['a USD coin the symbol does not name: cents', BTC_SPOT, 'USDC', 'balance', '5.5', '5.50'],
    ['any other coin: up to 8, trimmed', BTC_SPOT, 'ETH', 'balance', '1.25000000', '1.25'],
    ['zero', BTC_SPOT, 'USDT', 'balance', '0', '0.00'],
    // Totals: fixed, half up.
    ['a total of 0.001 BTC at 60,031.20', BTC_SPOT, 'USDT', 'total', '60.0312', '60.03'],
    ['half up', BTC_SPOT, 'USDT', 'total', '60.035', '60.04'],
    ['a carry through the integer', BTC_SPOT, 'USDT', 'total', '99.995', '100.00'],
    ['a futures margin at 10×', BTC_PERP, 'USDT', 'total', '6.00312', '6.00'],
    // Fees: the currency's decimals, 2 more for a small fee, trailing zeros beyond the currency's dropped.
    ['a taker fee of 0.1 % on 60 USDT', BTC_SPOT, 'USDT', 'fee', '0.0600312', '0.06'],
    ['a small fee keeps 2 more decimals', BTC_SPOT, 'USDT', 'fee', '0.0012', '0.0012'],
    ["a fee in BTC (a buy's fee in the base)", BTC_SPOT, 'BTC', 'fee', '0.000001', '0.000001'],
    ['a futures fee of 0.05 % on 60 USDT', BTC_PERP, 'USDT', 'fee', '0.030015', '0.03'],
  ])('%s', (_label, symbol, currency, kind, text, shown) => {
    expect(displayAmount(text, amountPrecision(symbol, currency, kind))).toBe(shown);
  });

  it.each([
    ['not a number', 'abc', null],
    ['a negative total rounds on its magnitude', '-1.005', '-1.01'],
    ['a negative that rounds to zero has no sign', '-0.001', '0.00'],
  ])('%s', (_label, text, shown) => {
    expect(displayAmount(text, amountPrecision(BTC_SPOT, 'USDT', 'total'))).toBe(shown);
  });
});
