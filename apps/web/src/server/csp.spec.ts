import { NATIVE_APP_COOKIE } from '@exchange/native-app';
import { NATIVE_SHELL_COOKIE, buildContentSecurityPolicy, createNonce, frameAncestorsFor, socketSources } from './csp';

describe('buildContentSecurityPolicy', () => {
  const csp = buildContentSecurityPolicy({ nonce: 'abc123', isDev: false });
  it.each([["script-src 'self' 'nonce-abc123' 'strict-dynamic'"], ["object-src 'none'"], ["base-uri 'none'"], ["frame-ancestors 'none'"]])(
    'contains %s',
    (directive) => expect(csp).toContain(directive),
  );

  it('allows no inline script without the nonce and no eval in production', () => {
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('loads fonts from the app itself only (decision 1730: no font host, no data: fonts)', () => {
    expect(csp).toMatch(/(^|; )font-src 'self'(;|$)/);
  });

  it('lets the dev server eval and open its socket', () => {
    const dev = buildContentSecurityPolicy({ nonce: 'n', isDev: true });
    expect(dev).toContain("'unsafe-eval'");
    expect(dev).toMatch(/connect-src 'self' ws:/);
  });

  it("lets the page reach the monitoring collector's origin and no other (decision 1823)", () => {
    const withCollector = buildContentSecurityPolicy({ nonce: 'n', isDev: false, connectSources: ['https://otel.example.test'] });
    expect(withCollector).toMatch(/(^|; )connect-src 'self' https:\/\/otel\.example\.test(;|$)/);
    expect(csp).toMatch(/(^|; )connect-src 'self'(;|$)/);
  });
});

describe("img-src and the site's image origins (issue 26 item 6, decision 1870)", () => {
  it('lists the https image origins against a real exchange, never a malformed entry, and only self, data and blob with the sandbox', () => {
    const real = buildContentSecurityPolicy({
      nonce: 'n',
      isDev: false,
      imageSources: ['https://static.exchange.example', 'http://plain.example', "https://x.example; script-src 'unsafe-inline'"],
    });
    expect(real).toMatch(/(^|; )img-src 'self' data: blob: https:\/\/static\.exchange\.example(;|$)/);
    expect(buildContentSecurityPolicy({ nonce: 'n', isDev: false })).toMatch(/(^|; )img-src 'self' data: blob:(;|$)/);
  });
});

describe('connect-src and the realtime socket hosts (issue 20, spec 03 §3 ws)', () => {
  it("lists exactly the site's socket origins against a real exchange, and only 'self' with the sandbox", () => {
    const real = buildContentSecurityPolicy({
      nonce: 'n',
      isDev: false,
      socketHosts: ['wss://ws1.exchange.example/v4/ws', 'wss://ws2.exchange.example/v4/ws', 'wss://ws1.exchange.example/other'],
    });
    expect(real).toMatch(/(^|; )connect-src 'self' wss:\/\/ws1\.exchange\.example wss:\/\/ws2\.exchange\.example(;|$)/);
    expect(buildContentSecurityPolicy({ nonce: 'n', isDev: false })).toMatch(/(^|; )connect-src 'self'(;|$)/);
  });

  it.each([
    [['wss://ws.example.test/v4/ws'], ['wss://ws.example.test']],
    [['wss://ws.example.test:8443/ws'], ['wss://ws.example.test:8443']],
    [['https://ws.example.test/ws', 'not a url', 'javascript:alert(1)'], []],
    [['ws://localhost:3000/x', 'ws://localhost:3000/y'], ['ws://localhost:3000']],
  ])('socketSources(%j) → %j', (urls, sources) => expect(socketSources(urls)).toEqual(sources));
});

describe('createNonce', () => {
  it('is 128 random bits, base64, different every time', () => {
    const a = createNonce();
    const b = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a).not.toBe(b);
  });
});

describe('frameAncestorsFor (decision 1150: only the sandbox native shell frames the site)', () => {
  it.each<[boolean, boolean, 'none' | 'self']>([
    [true, true, 'self'],
    [true, false, 'none'],
    [false, true, 'none'],
    [false, false, 'none'],
  ])('sandbox %p, shell cookie %p → %s', (sandbox, hasNativeShellCookie, expected) => {
    expect(frameAncestorsFor({ sandbox, hasNativeShellCookie })).toBe(expected);
    expect(buildContentSecurityPolicy({ nonce: 'n', isDev: false, frameAncestors: expected })).toContain(`frame-ancestors '${expected}'`);
  });

  it('reads the native app library’s cookie', () => expect(NATIVE_SHELL_COOKIE).toBe(NATIVE_APP_COOKIE));
});
