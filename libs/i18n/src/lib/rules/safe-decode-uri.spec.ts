import { safeDecodeURI } from './safe-decode-uri';

describe('safeDecodeURI (spec 03 §8: an undecodable URI returns the original text)', () => {
  it.each([
    ['%E6%AF%94%E7%89%B9%E5%B8%81', '比特币'],
    ['a%20b', 'a b'],
    ['%2Fpath', '/path'],
    ['plain', 'plain'],
    ['%', '%'],
    ['%E0%A4%A', '%E0%A4%A'],
    ['100%', '100%'],
    ['%ZZ', '%ZZ'],
    ['', ''],
  ])('%p → %p', (text, expected) => {
    expect(safeDecodeURI(text)).toBe(expected);
  });

  it('non-strings become empty text', () => {
    expect(safeDecodeURI(undefined as unknown as string)).toBe('');
  });
});
