import {
  clearCookie,
  cookieSetOptions,
  cookieText,
  isHttpsProtocol,
  writeCookie,
  type CookieAttributes,
  type CookieDocument,
} from './cookie';

describe('cookieText: the one cookie rule (decision 1710; spec 03 §9 lifetimes are the callers’)', () => {
  it.each<[string, string, string, CookieAttributes, string | null]>([
    ['a session cookie on http', 'lang', 'en', { secure: false }, 'lang=en; Path=/; SameSite=Lax'],
    ['a session cookie on https', 'lang', 'en', { secure: true }, 'lang=en; Path=/; SameSite=Lax; Secure'],
    ['a lifetime', 'finger_print', 'abc', { maxAge: 86400, secure: true }, 'finger_print=abc; Max-Age=86400; Path=/; SameSite=Lax; Secure'],
    [
      'the value is URI-encoded',
      'compliance_region_stay',
      'main:uk',
      { maxAge: 1, secure: false },
      'compliance_region_stay=main%3Auk; Max-Age=1; Path=/; SameSite=Lax',
    ],
    [
      'a value cannot add attributes',
      'ref_uid',
      'x; Domain=evil.example',
      { secure: false },
      'ref_uid=x%3B%20Domain%3Devil.example; Path=/; SameSite=Lax',
    ],
    [
      'a domain',
      'ref_type',
      '1',
      { maxAge: 604800, domain: '.example.com', secure: true },
      'ref_type=1; Max-Age=604800; Path=/; Domain=.example.com; SameSite=Lax; Secure',
    ],
    [
      'server only',
      'browser_id',
      'b',
      { maxAge: 60, secure: true, httpOnly: true },
      'browser_id=b; Max-Age=60; Path=/; SameSite=Lax; Secure; HttpOnly',
    ],
    ['a fractional lifetime is floored', 'exp_x', '1', { maxAge: 9.9, secure: false }, 'exp_x=1; Max-Age=9; Path=/; SameSite=Lax'],
    ['a negative lifetime deletes', 'exp_x', '1', { maxAge: -5, secure: false }, 'exp_x=1; Max-Age=0; Path=/; SameSite=Lax'],
    ['a non-finite lifetime deletes', 'exp_x', '1', { maxAge: Number.NaN, secure: false }, 'exp_x=1; Max-Age=0; Path=/; SameSite=Lax'],
    ['an empty name is not written', '', 'v', { secure: false }, null],
    ['a name with a separator is not written', 'a;b', 'v', { secure: false }, null],
    ['a name with a space is not written', 'a b', 'v', { secure: false }, null],
    ['a name with "=" is not written', 'a=b', 'v', { secure: false }, null],
    ['a malformed domain is not written', 'ref_type', '1', { domain: 'x; Secure', secure: false }, null],
  ])('%s', (_label, name, value, attributes, expected) => expect(cookieText(name, value, attributes)).toBe(expected));
});

describe('writeCookie and clearCookie (the browser)', () => {
  const page = (protocol: string) => {
    const writes: string[] = [];
    const document: CookieDocument = {
      location: { protocol },
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    };
    return { document, writes };
  };

  it.each([
    ['https: Secure', 'https:', 'theme=dark; Max-Age=31536000; Path=/; SameSite=Lax; Secure'],
    ['http: no Secure', 'http:', 'theme=dark; Max-Age=31536000; Path=/; SameSite=Lax'],
  ])('%s', (_label, protocol, expected) => {
    const { document, writes } = page(protocol);
    expect(writeCookie(document, 'theme', 'dark', { maxAge: 31536000 })).toBe(true);
    expect(writes).toEqual([expected]);
  });

  it('writes nothing for a name that is not a token', () => {
    const { document, writes } = page('https:');
    expect(writeCookie(document, 'bad name', 'x')).toBe(false);
    expect(writes).toEqual([]);
  });

  it('clears with an empty value, Max-Age=0 and the same domain', () => {
    const { document, writes } = page('https:');
    clearCookie(document, 'ref_uid', { domain: '.example.com' });
    expect(writes).toEqual(['ref_uid=; Max-Age=0; Path=/; Domain=.example.com; SameSite=Lax; Secure']);
  });

  it('counts a document without a location as http', () => {
    const writes: string[] = [];
    writeCookie(
      {
        set cookie(v: string) {
          writes.push(v);
        },
        get cookie() {
          return '';
        },
      },
      'a',
      'b',
    );
    expect(writes).toEqual(['a=b; Path=/; SameSite=Lax']);
  });
});

describe('cookieSetOptions (the server: Next’s cookies.set)', () => {
  it.each<[string, CookieAttributes, ReturnType<typeof cookieSetOptions>]>([
    [
      'https, a year, http-only',
      { secure: true, maxAge: 31536000, httpOnly: true },
      { path: '/', sameSite: 'lax', secure: true, maxAge: 31536000, httpOnly: true },
    ],
    ['http, session', { secure: false }, { path: '/', sameSite: 'lax', secure: false }],
    [
      'a domain',
      { secure: true, domain: '.example.com', maxAge: -1 },
      { path: '/', sameSite: 'lax', secure: true, domain: '.example.com', maxAge: 0 },
    ],
  ])('%s', (_label, attributes, expected) => expect(cookieSetOptions(attributes)).toEqual(expected));
});

describe('isHttpsProtocol', () => {
  it.each([
    ['https:', true],
    ['http:', false],
    ['', false],
    [undefined, false],
  ])('%p → %p', (protocol, expected) => expect(isHttpsProtocol(protocol)).toBe(expected));
});
