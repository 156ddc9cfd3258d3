import {
  ALPHA_BANNER_FETCH_GUARD_MS,
  PROMOTION_EXPOSURE_DELAY_MS,
  alphaBannerVisible,
  alphaFetchAllowed,
  nextAlphaCard,
  orderAlphaCards,
  type AlphaBannerCard,
} from './alpha-banner';

const NOW = Date.UTC(2024, 5, 1, 12);
const H = 3_600_000;

describe('alphaBannerVisible (spec 03 §4, §9: closed memory 24 hours)', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['never closed', null, true],
    ['closed 1 h ago', String(NOW - H), false],
    ['closed 23 h 59 min ago', String(NOW - 24 * H + 60_000), false],
    ['closed exactly 24 h ago', String(NOW - 24 * H), true],
    ['closed 2 days ago', String(NOW - 48 * H), true],
    ['malformed close time', 'closed', true],
    ['close time in the future', String(NOW + H), true],
  ])('%s → %p', (_label, closedAt, expected) => expect(alphaBannerVisible({ closedAt, now: NOW })).toBe(expected));
});

const card = (id: number, sort?: number): AlphaBannerCard => ({
  id,
  title: `Card ${id}`,
  url: `/alpha/T${id}`,
  img: `/img/${id}.png`,
  sort,
});
const cards = [card(1, 1), card(2, 2), card(3, 3)];

describe('nextAlphaCard (spec 03 §4: round-robin per currency, stored last index)', () => {
  it.each<[string, string | null, string, number, Record<string, number>]>([
    ['nothing stored: first card', null, 'BTC', 0, { BTC: 0 }],
    ['last BTC 0: second card', '{"BTC":0}', 'BTC', 1, { BTC: 1 }],
    ['last BTC 2 of 3: wraps to first', '{"BTC":2}', 'BTC', 0, { BTC: 0 }],
    ['other currency kept apart', '{"BTC":1}', 'ETH', 0, { BTC: 1, ETH: 0 }],
    ['currency is case-insensitive', '{"ETH":0}', 'eth', 1, { ETH: 1 }],
    ['stored index beyond the list wraps', '{"BTC":7}', 'BTC', 2, { BTC: 2 }],
    ['malformed JSON starts over', '{BTC:1', 'BTC', 0, { BTC: 0 }],
    ['JSON array starts over', '[1,2]', 'BTC', 0, { BTC: 0 }],
    ['bad entries are dropped', '{"BTC":-1,"ETH":"2","SOL":1}', 'BTC', 0, { SOL: 1, BTC: 0 }],
  ])('%s', (_label, stored, currency, index, map) => {
    const pick = nextAlphaCard(cards, stored, currency);
    expect(pick?.index).toBe(index);
    expect(pick?.card).toBe(cards[index]);
    expect(JSON.parse(pick?.nextStored ?? 'null')).toEqual(map);
  });

  it('no currency shares one "*" slot', () => expect(nextAlphaCard(cards, '{"*":0}', null)?.index).toBe(1));

  it.each<[string, AlphaBannerCard[] | null | undefined]>([
    ['an empty list', []],
    ['null', null],
    ['undefined', undefined],
  ])('returns null for %s', (_label, list) => expect(nextAlphaCard(list, null, 'BTC')).toBeNull());
});

describe('orderAlphaCards', () => {
  it('sorts by ascending sort, cards without sort last, ties in server order', () => {
    const list = [card(1), card(2, 5), card(3, 1), card(4, 5)];
    expect(orderAlphaCards(list).map((c) => c.id)).toEqual([3, 2, 4, 1]);
  });
});

describe('alphaFetchAllowed (spec 03 §9: duplicate alpha banner fetch guard 1 s)', () => {
  it.each<[string, number | null, boolean]>([
    ['never fetched', null, true],
    ['fetched 500 ms ago', NOW - 500, false],
    ['fetched 999 ms ago', NOW - 999, false],
    ['fetched exactly 1 s ago', NOW - 1000, true],
    ['fetched 5 s ago', NOW - 5000, true],
    ['a start time in the future', NOW + 1000, true],
    ['not a number', Number.NaN, true],
  ])('%s → %p', (_label, lastFetchAt, expected) => expect(alphaFetchAllowed({ lastFetchAt, now: NOW })).toBe(expected));

  it('exposure counts after 1 s on screen', () => expect(PROMOTION_EXPOSURE_DELAY_MS).toBe(1000));
  it('the guard is 1 s', () => expect(ALPHA_BANNER_FETCH_GUARD_MS).toBe(1000));
});
