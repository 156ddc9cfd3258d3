import { bestApr, matchesCoin } from './earn-list';

describe('bestApr', () => {
  it.each([
    ['simple earn: USDT 30 days is the best (the home statistics’ 8.5)', [{ apr: '6.2' }, { apr: '8.5' }, { apr: '1.2' }], '8.5'],
    ['lend earn: 12.3', [{ apr: '9.1' }, { apr: '12.3' }, { apr: '3.5' }], '12.3'],
    ['no products', [], '0'],
  ])('%s', (_label, products, expected) => expect(bestApr(products)).toBe(expected));
});

describe('matchesCoin', () => {
  it.each([
    ['empty matches all', 'BTC', '', true],
    ['lower case', 'USDT', 'us', true],
    ['spaces ignored', 'ETH', ' eth ', true],
    ['start of the code only', 'USDT', 'dt', false],
  ])('%s', (_label, currency, query, expected) => expect(matchesCoin({ currency }, query)).toBe(expected));
});
