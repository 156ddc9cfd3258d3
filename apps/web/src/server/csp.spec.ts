import { buildContentSecurityPolicy, createNonce } from './csp';

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

  it('lets the dev server eval and open its socket', () => {
    const dev = buildContentSecurityPolicy({ nonce: 'n', isDev: true });
    expect(dev).toContain("'unsafe-eval'");
    expect(dev).toMatch(/connect-src 'self' ws:/);
  });
});

describe('createNonce', () => {
  it('is 128 random bits, base64, different every time', () => {
    const a = createNonce();
    const b = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a).not.toBe(b);
  });
});
