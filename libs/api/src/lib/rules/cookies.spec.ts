import { parseCookieHeader } from './cookies';

describe('parseCookieHeader', () => {
  it.each([
    ['uid=10001; nickname=alice', { uid: '10001', nickname: 'alice' }],
    ['nickname=%E5%BC%A0%E4%B8%89', { nickname: '张三' }],
    ['bad=%E0%A4%A', { bad: '%E0%A4%A' }],
    ['a=1; a=2', { a: '1' }],
    ['q="quoted"', { q: 'quoted' }],
    ['empty=; =x; novalue', { empty: '' }],
    ['', {}],
    [null, {}],
    [undefined, {}],
  ])('%s', (header, out) => expect(parseCookieHeader(header)).toEqual(out));
});

describe('parseCookieHeader with decode: false (cookies passed on to the exchange, decision 0811)', () => {
  it.each([
    ['a=%41; b="q"', { a: '%41', b: '"q"' }],
    ['a=1; a=2', { a: '1' }],
    ['a=%E0%A4%A', { a: '%E0%A4%A' }],
    ['junk; =x; c = 3 ', { c: '3' }],
    ['constructor=2; toString=3', { constructor: '2', toString: '3' }],
  ])('%s', (header, out) => expect(parseCookieHeader(header, { decode: false })).toEqual(out));
});
