import { safeHostUrl, screenshotFileName, screenshotOutcome } from './screenshot';

describe('screenshot', () => {
  it.each<[string, number, string]>([
    ['BTC_USDT', Date.UTC(2024, 5, 3, 9, 5, 7), 'BTC_USDT-60-20240603-090507.png'],
    ['BTC/USDT', 0, 'BTC_USDT-60-19700101-000000.png'],
    ['', NaN, 'chart-60-19700101-000000.png'],
  ])('%s at %d → %s', (symbol, now, name) => {
    expect(screenshotFileName(symbol, '60', now)).toBe(name);
  });

  it.each<[unknown, string | null]>([
    ['https://charts.example.com/x/abc', 'https://charts.example.com/x/abc'],
    ['javascript:alert(1)', null],
    ['not a url', null],
    ['https://localhost@evil.example/x', null],
    ['//evil.example/x', null],
    [42, null],
  ])('opens %p as %p', (url, expected) => {
    expect(safeHostUrl(url)).toBe(expected);
  });

  it.each<[string, unknown, ReturnType<typeof screenshotOutcome>]>([
    [
      'the host answered a share URL',
      'http://localhost:3230/_sandbox/charting/x/abc',
      { kind: 'shared', url: 'http://localhost:3230/_sandbox/charting/x/abc' },
    ],
    ['the host gave its fallback (null)', null, { kind: 'downloaded-instead' }],
    ['the host answered an unsafe URL', 'javascript:alert(1)', { kind: 'downloaded-instead' }],
  ])('decision 1860: %s', (_label, uploaded, expected) => {
    expect(screenshotOutcome(uploaded)).toEqual(expected);
  });
});
