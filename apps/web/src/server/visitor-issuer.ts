// No `import 'server-only'`: imported by instrumentation.ts (not a React server layer; decision 0800).
import { createNonce } from './csp';
import { BROWSER_ID_COOKIE, CSRF_COOKIE, createCsrfToken, csrfSessionId, importCsrfKey, randomId } from './csrf';
import { csrfSecret } from './csrf-secret';

/**
 * Where `tools/scripts/serve.mjs`'s render cache (decision 1926) finds the issuer, in the worker's globalThis: a
 * cached first-visit page is sent with this visitor's own nonce and cookies, made by the same functions the proxy uses
 * (apps/web/src/proxy.ts: `createNonce`, `randomId`, `createCsrfToken` over `csrfSessionId`), never copied in the
 * server script.
 */
export const VISITOR_ISSUER = Symbol.for('exchange.web.visitor-issuer');

/** What the proxy gives a request without cookies: a CSP nonce, a browser id and a CSRF token bound to that id. */
export interface IssuedVisitor {
  nonce: string;
  cookies: Record<string, string>;
}

/** An issuer for `secret` (the process's CSRF secret): each call is a new visitor's nonce and cookie values. */
export function visitorIssuer(secret: string): () => Promise<IssuedVisitor> {
  let key: Promise<CryptoKey> | undefined;
  return async () => {
    const browserId = randomId();
    // A request without cookies has no session cookie: its token is bound to the new browser id, as in the proxy.
    const token = await createCsrfToken(await (key ??= importCsrfKey(secret)), csrfSessionId({}, browserId));
    return { nonce: createNonce(), cookies: { [BROWSER_ID_COOKIE]: browserId, [CSRF_COOKIE]: token } };
  };
}

/** Puts the issuer where the server script looks for it (instrumentation.ts, once per process). */
export function installVisitorIssuer(holder: Record<symbol, unknown> = globalThis as unknown as Record<symbol, unknown>): void {
  holder[VISITOR_ISSUER] = visitorIssuer(csrfSecret());
}
