/** @jest-environment node */
import { BROWSER_ID_COOKIE, CSRF_COOKIE, csrfSessionId, importCsrfKey, isBrowserId, verifyCsrfToken } from './csrf';
import { VISITOR_ISSUER, installVisitorIssuer, visitorIssuer } from './visitor-issuer';

const SECRET = 'visitor-issuer-spec-secret-0123456789abcdef';

describe('visitorIssuer (decision 1926)', () => {
  it('issues a new nonce, browser id and a CSRF token the proxy accepts for that id, every call', async () => {
    const issue = visitorIssuer(SECRET);
    const [a, b] = [await issue(), await issue()];
    const key = await importCsrfKey(SECRET);
    for (const visitor of [a, b]) {
      const browserId = visitor.cookies[BROWSER_ID_COOKIE];
      expect(isBrowserId(browserId)).toBe(true);
      expect(visitor.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(await verifyCsrfToken(key, csrfSessionId({}, browserId ?? ''), visitor.cookies[CSRF_COOKIE])).toBe(true);
    }
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.cookies[BROWSER_ID_COOKIE]).not.toBe(b.cookies[BROWSER_ID_COOKIE]);
    // One visitor's token is not valid for another's id.
    expect(await verifyCsrfToken(key, csrfSessionId({}, b.cookies[BROWSER_ID_COOKIE] ?? ''), a.cookies[CSRF_COOKIE])).toBe(false);
  });

  it('is installed on the holder under the symbol the server script reads', () => {
    const holder: Record<symbol, unknown> = {};
    const before = process.env['CSRF_SECRET'];
    process.env['CSRF_SECRET'] = SECRET;
    try {
      installVisitorIssuer(holder);
    } finally {
      if (before === undefined) delete process.env['CSRF_SECRET'];
      else process.env['CSRF_SECRET'] = before;
    }
    expect(typeof holder[VISITOR_ISSUER]).toBe('function');
    expect(VISITOR_ISSUER).toBe(Symbol.for('exchange.web.visitor-issuer'));
  });
});
