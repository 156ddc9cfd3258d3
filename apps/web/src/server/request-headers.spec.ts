import { hasMethodOverride, isClientIpHeader } from './request-headers';

describe('isClientIpHeader (issue 26 item 3)', () => {
  it.each([
    'CF-Connecting-IP',
    'True-Client-IP',
    'Fastly-Client-IP',
    'X-Cluster-Client-IP',
    'X-Originating-IP',
    'Forwarded',
    'X-Real-IP',
    'X-Forwarded-For',
    'X-Client-IP',
    'X-Remote-Addr',
    'X-Some-CDN-Client-IP',
    'X-Visitor-IPv6',
    'Via',
  ])('%s is one', (name) => expect(isClientIpHeader(name)).toBe(true));
  it.each(['accept', 'user-agent', 'x-csrftoken', 'content-type', 'sec-ch-ua-platform', 'x-hostile-mode', 'referer'])('%s is not', (name) =>
    expect(isClientIpHeader(name)).toBe(false),
  );
});

describe('hasMethodOverride (issue 26 item 6b)', () => {
  it.each([
    [{ 'x-http-method-override': 'POST' }, ''],
    [{ 'X-HTTP-Method': 'DELETE' }, ''],
    [{ 'x-method-override': 'PUT' }, ''],
    [{}, '_method=POST'],
    [{}, '_METHOD=post'],
  ])('%o ?%s is refused', (headers, search) => expect(hasMethodOverride(new Headers(headers), new URLSearchParams(search))).toBe(true));
  it('an ordinary request is not', () =>
    expect(hasMethodOverride(new Headers({ accept: '*/*' }), new URLSearchParams('method=card'))).toBe(false));
});
