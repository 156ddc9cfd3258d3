import { SITE_IDS, SITE_KEYS, isSiteKey, siteKeyFromId } from './site-keys';

describe('region ids (spec 03 §3)', () => {
  it.each([
    ['main', 0],
    ['tr', 177],
    ['eu', 106],
    ['hk', 71],
    ['us', 232],
    ['bs', 14],
    ['sg', 153],
    ['uk', 182],
    ['jp', 83],
    ['ae', 181],
    ['testnet', 666],
    ['au', 11],
  ] as const)('%s has id %i', (key, id) => {
    expect(SITE_IDS[key]).toBe(id);
    expect(siteKeyFromId(id)).toBe(key);
    expect(siteKeyFromId(String(id))).toBe(key);
  });

  it('lists the 12 sites, main first', () => {
    expect(SITE_KEYS).toHaveLength(12);
    expect(SITE_KEYS[0]).toBe('main');
    expect([...SITE_KEYS].sort()).toEqual(Object.keys(SITE_IDS).sort());
  });

  it.each([[999], [-1], [1.5], ['abc'], [''], [null], [undefined], [Number.NaN]])('unknown id %p is null', (id) => {
    expect(siteKeyFromId(id as number | string | null | undefined)).toBeNull();
  });

  it.each([
    ['us', true],
    ['testnet', true],
    ['US', false],
    ['toString', false],
    ['', false],
    [42, false],
  ])('isSiteKey(%p) is %p', (value, expected) => {
    expect(isSiteKey(value)).toBe(expected);
  });
});
