import { buildForwardHeaders } from './forward-headers';

describe('buildForwardHeaders (spec 03 §7: server-side calls)', () => {
  it.each([
    ['browser call (nothing to forward)', undefined, {}],
    ['empty forward still marks the call internal', {}, { 'x-exchange-internal': '1' }],
    [
      'cookie, user agent and client IP',
      { cookie: 'uid=1; nickname=a', userAgent: 'Mozilla/5.0', clientIp: '203.0.113.9' },
      {
        'x-exchange-internal': '1',
        cookie: 'uid=1; nickname=a',
        'user-agent': 'Mozilla/5.0',
        'x-forwarded-for': '203.0.113.9',
        'x-real-ip': '203.0.113.9',
      },
    ],
    [
      'a proxy chain keeps the chain and the first hop as real ip',
      { clientIp: '203.0.113.9, 10.0.0.1' },
      { 'x-exchange-internal': '1', 'x-forwarded-for': '203.0.113.9, 10.0.0.1', 'x-real-ip': '203.0.113.9' },
    ],
    [
      'internal headers',
      { internalHeaders: { 'X-Site-Id': '177', 'bad header': 'x', empty: '' } },
      { 'x-exchange-internal': '1', 'x-site-id': '177' },
    ],
    [
      'CR/LF cannot add headers',
      { userAgent: 'UA\r\nx-admin: 1', cookie: '   ' },
      { 'x-exchange-internal': '1', 'user-agent': 'UAx-admin: 1' },
    ],
  ])('%s', (_label, forward, out) => expect(buildForwardHeaders(forward)).toEqual(out));
});
