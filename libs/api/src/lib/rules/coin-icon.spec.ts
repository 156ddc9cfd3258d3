import { DEFAULT_COIN_ICON_WHITELIST } from '../schemas/site';
import { IMAGE_DEFAULTS, coinIconImage, coinIconSrc, coinIconSymbol, coinIconVersion } from './coin-icon';

const at = (iso: string) => Date.parse(iso);

describe('coinIconVersion (spec 01 §9 busted hourly; spec 03 §9 cache version by hour)', () => {
  it.each<[string, string]>([
    ['2026-11-24T22:00:00Z', '2026112422'],
    ['2026-11-24T22:59:59.999Z', '2026112422'],
    ['2026-11-24T23:00:00Z', '2026112423'],
    ['2026-01-01T00:30:00+01:00', '2025123123'],
  ])('%s → %s', (iso, expected) => expect(coinIconVersion(at(iso))).toBe(expected));

  it('a time that is not a number gives the epoch hour, never "NaN"', () => expect(coinIconVersion(Number.NaN)).toBe('1970010100'));
});

describe('coinIconSrc (spec 01 §3 coinIconVersionWhiteList, §8 built-in whitelist)', () => {
  const now = at('2026-11-24T22:10:00Z');
  it.each<[string, string | null | undefined, readonly string[], string | null]>([
    ['a whitelisted coin carries the hour', 'BTC', DEFAULT_COIN_ICON_WHITELIST, '/static/coin/BTC.svg?v=2026112422'],
    ['lower case is the same coin', 'eth', DEFAULT_COIN_ICON_WHITELIST, '/static/coin/ETH.svg?v=2026112422'],
    ['a coin the server added', 'PEPE', ['pepe'], '/static/coin/PEPE.svg?v=2026112422'],
    ['a coin off the list is cached as is', 'PEPE', DEFAULT_COIN_ICON_WHITELIST, '/static/coin/PEPE.svg'],
    ['an empty list', 'BTC', [], '/static/coin/BTC.svg'],
    ['a path in the symbol', '../etc', DEFAULT_COIN_ICON_WHITELIST, null],
    ['markup in the symbol', '<b>', [], null],
    ['too long', 'A'.repeat(17), [], null],
    ['missing', undefined, [], null],
  ])('%s', (_label, symbol, list, expected) => expect(coinIconSrc(symbol, list, now)).toBe(expected));

  it('the built-in whitelist (the fallback) holds the 20 seeded coins', () => {
    expect(DEFAULT_COIN_ICON_WHITELIST).toHaveLength(20);
    expect(coinIconSymbol(' btc ')).toBe('BTC');
  });
});

describe('coinIconImage (03 §9 image defaults: width 28, quality 75)', () => {
  const now = Date.UTC(2026, 10, 24, 22, 10);
  it.each<[string, string, { width?: number; quality?: number } | undefined, { src: string; width: number; height: number } | null]>([
    ['the defaults', 'BTC', undefined, { src: '/static/coin/BTC.svg?v=2026112422&w=28&q=75', width: 28, height: 28 }],
    ['a coin off the list', 'PEPE', {}, { src: '/static/coin/PEPE.svg?w=28&q=75', width: 28, height: 28 }],
    [
      'a given size and quality',
      'ETH',
      { width: 40, quality: 90 },
      { src: '/static/coin/ETH.svg?v=2026112422&w=40&q=90', width: 40, height: 40 },
    ],
    [
      'out-of-range values fall back',
      'ETH',
      { width: 4, quality: 0 },
      { src: '/static/coin/ETH.svg?v=2026112422&w=28&q=75', width: 28, height: 28 },
    ],
    ['an unreadable symbol', '../x', undefined, null],
  ])('%s', (_label, symbol, options, expected) => expect(coinIconImage(symbol, ['BTC', 'ETH'], now, options)).toEqual(expected));

  it('the defaults are the spec numbers', () => expect(IMAGE_DEFAULTS).toEqual({ width: 28, quality: 75 }));
});
