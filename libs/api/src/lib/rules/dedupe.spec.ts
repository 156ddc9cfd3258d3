import { DEDUPE_WINDOW_MS, dedupeKey, isWithinDedupeWindow } from './dedupe';

describe('isWithinDedupeWindow (spec 03 §9: 30000 ms)', () => {
  it('uses the spec window', () => expect(DEDUPE_WINDOW_MS).toBe(30000));

  it.each([
    [0, 0, true],
    [0, 1, true],
    [0, 29999, true],
    [0, 30000, false],
    [0, 45000, false],
    [1000, 999, false],
    [Number.NaN, 10, false],
  ])('issued %s, now %s -> %s', (issuedAt, now, out) => expect(isWithinDedupeWindow(issuedAt, now)).toBe(out));
});

describe('dedupeKey', () => {
  it.each([
    ['GET', '/a?x=1', undefined, 'GET /a?x=1\n'],
    ['post', '/a', '{"scene":"user_agreement"}', 'POST /a\n{"scene":"user_agreement"}'],
  ])('%s %s %s', (method, url, body, out) => expect(dedupeKey(method, url, body)).toBe(out));

  it('tells apart requests that differ in method, url or body', () => {
    const keys = new Set([
      dedupeKey('GET', '/a', undefined),
      dedupeKey('POST', '/a', undefined),
      dedupeKey('GET', '/b', undefined),
      dedupeKey('POST', '/a', 'x=1'),
    ]);
    expect(keys.size).toBe(4);
  });
});
