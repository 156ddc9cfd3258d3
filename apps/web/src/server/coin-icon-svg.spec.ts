import { coinIconFile, coinIconSvg } from './coin-icon-svg';

describe('coin icons (decision 1151)', () => {
  it.each<[string, string | null]>([
    ['BTC.svg', 'BTC'],
    ['1INCH.svg', '1INCH'],
    ['btc.svg', null],
    ['BTC.png', null],
    ['..%2FBTC.svg', null],
    ['<script>.svg', null],
    [`${'A'.repeat(17)}.svg`, null],
  ])('%s → %p', (file, expected) => expect(coinIconFile(file)).toBe(expected));

  it('draws the symbol (up to 4 letters) on a disc whose colour stays the same', () => {
    expect(coinIconSvg('BTC')).toContain('>BTC</text>');
    expect(coinIconSvg('DOGE')).toContain('>DOGE</text>');
    expect(coinIconSvg('1INCH')).toContain('>1IN</text>');
    expect(coinIconSvg('ETH')).toBe(coinIconSvg('ETH'));
  });
});
