import { clientIpFromForwardedFor, normaliseIp, trustedProxyCount } from './client-ip';

describe('clientIpFromForwardedFor', () => {
  it.each([
    // No trusted proxy: the socket address the app's instrumentation appended (the right end).
    ['203.0.113.9', 0, '203.0.113.9'],
    ['6.6.6.6, 203.0.113.9', 0, '203.0.113.9'],
    ['6.6.6.6,7.7.7.7 , 203.0.113.9', 0, '203.0.113.9'],
    ['::ffff:127.0.0.1', 0, '127.0.0.1'],
    ['1.1.1.1, ::1', 0, '::1'],
    // One trusted proxy: the address it saw, one left of its own.
    ['6.6.6.6, 203.0.113.9, 10.0.0.2', 1, '203.0.113.9'],
    ['203.0.113.9, 10.0.0.2', 1, '203.0.113.9'],
    ['10.0.0.2', 1, '10.0.0.2'],
    ['6.6.6.6, 198.51.100.7, 10.0.0.3, 10.0.0.2', 2, '198.51.100.7'],
    // A forged or junk right end is no IP.
    ['1.1.1.1, evil', 0, ''],
    ['1.1.1.1, 999.1.1.1', 0, ''],
    ['', 0, ''],
    [' , ', 0, ''],
    [null, 0, ''],
    [undefined, 3, ''],
  ] as const)('%p past %d trusted proxies → %p', (xff, trusted, expected) => {
    expect(clientIpFromForwardedFor(xff, trusted)).toBe(expected);
  });

  it('treats a bad count as no trusted proxy', () => {
    expect(clientIpFromForwardedFor('6.6.6.6, 203.0.113.9', -1)).toBe('203.0.113.9');
    expect(clientIpFromForwardedFor('6.6.6.6, 203.0.113.9', 1.5)).toBe('203.0.113.9');
  });
});

describe('normaliseIp', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['203.0.113.9:443', '203.0.113.9'],
    ['[2001:db8::1]:8080', '2001:db8::1'],
    ['2001:DB8::1', '2001:db8::1'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['1:2::3::4', ''],
    ['01.2.3.4', ''],
    ['1.2.3', ''],
    ['localhost', ''],
    ['1.2.3.4\r\nx-evil: 1', ''],
  ])('%p → %p', (raw, expected) => expect(normaliseIp(raw)).toBe(expected));
});

describe('trustedProxyCount', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['1', 1],
    [' 2 ', 2],
    ['10', 10],
    ['11', 0],
    ['-1', 0],
    ['1.5', 0],
    ['yes', 0],
  ])('%p → %d', (raw, expected) => expect(trustedProxyCount(raw)).toBe(expected));
});
