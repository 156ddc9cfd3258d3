import { isEventName, maskProps } from './mask-event';

describe('maskProps (spec 03 §9 monitoring masks before anything leaves the page)', () => {
  it.each([
    ['an e-mail in a value', { note: 'mail me at jane@example.com' }, (v: string) => !v.includes('jane@example.com')],
    ['a phone number', { phone: '+44 7700 900123' }, (v: string) => !v.includes('7700 900123')],
    ['a secret-like field', { password: 'hunter2' }, (v: string) => v === '******'],
    [
      'a wallet address keeps 8 and 8',
      { address: '0x1234567890abcdef1234567890abcdef12345678' },
      (v: string) => v.startsWith('0x123456') && v.endsWith('12345678') && v.length < 42,
    ],
    ['an IPv4 address', { ip: '203.0.113.9' }, (v: string) => !v.includes('203.0.113.9')],
  ])('masks %s', (_label, props, check) => {
    const value = Object.values(maskProps(props))[0];
    expect(typeof value).toBe('string');
    expect(check(value as string)).toBe(true);
  });

  it('keeps plain values and flattens nested ones', () => {
    expect(maskProps({ site: 0, verified: null, shown: true, path: '/trade', extra: { a: 1 } })).toEqual({
      site: 0,
      verified: null,
      shown: true,
      path: '/trade',
      extra: '{"a":1}',
    });
  });

  it.each([[null], [undefined], ['text'], [[1, 2]], [42]])('gives {} for %p', (input) => {
    expect(maskProps(input)).toEqual({});
  });
});

describe('isEventName', () => {
  it.each([
    ['download_banner_view', true],
    ['kyc_tip_bar_click', true],
    ['', false],
    ['Download banner', false],
    ['1st', false],
    ['a'.repeat(65), false],
    [42, false],
  ])('%p → %p', (name, expected) => {
    expect(isEventName(name)).toBe(expected);
  });
});
