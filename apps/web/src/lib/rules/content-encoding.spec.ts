import { pickContentEncoding } from './content-encoding';

describe('pickContentEncoding (decision 1864)', () => {
  it.each<[string | null, string]>([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
    [null, 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['GZIP', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
  ])('%p → %s', (header, expected) => {
    expect(pickContentEncoding(header)).toBe(expected);
  });
});
