import { CSRF_RETRY_HEADER } from '@exchange/api';
import { resolveLocale } from '@exchange/i18n';
import {
  chartingSnapshotEndpoint,
  cookieSetOptions,
  getSiteConfig,
  isHttpsProtocol,
  endpointConnectSource,
  monitoringEndpoint,
  parseSiteHosts,
  resolveSiteHost,
  type ResolvedSiteHost,
} from '@exchange/site-config';
import { NextResponse, type NextRequest } from 'next/server';
import { clientIpFromForwardedFor, trustedProxyCount } from './server/client-ip';
import { NATIVE_SHELL_COOKIE, buildContentSecurityPolicy, createNonce, frameAncestorsFor } from './server/csp';
import {
  ALLOWED_METHODS,
  BROWSER_ID_COOKIE,
  CSRF_COOKIE,
  CSRF_HEADER,
  SAFE_METHODS,
  checkBodyType,
  checkCsrfToken,
  checkSameOrigin,
  createCsrfToken,
  csrfSessionId,
  importCsrfKey,
  isBrowserId,
  randomId,
  verifyCsrfToken,
} from './server/csrf';
import { csrfSecret } from './server/csrf-secret';
import { isUnlistedTradePath } from './server/listed-symbols-cache';
import { CLIENT_FORBIDDEN_HEADERS, REQUEST_HEADERS, hasMethodOverride, isClientIpHeader } from './server/request-headers';
import {
  hasMalformedPercentEncoding,
  internalPagePath,
  isPassthroughPath,
  isPublicFilePath,
  isSandboxPath,
  isSandboxThirdPartyPath,
  isUnknownPagePath,
} from './server/routing';

let csrfKey: Promise<CryptoKey> | undefined;
const signingKey = (): Promise<CryptoKey> => (csrfKey ??= importCsrfKey(csrfSecret()));

const YEAR = 60 * 60 * 24 * 365;

/**
 * Local hosts (`localhost`, `<key>.localhost`) count as configured in the sandbox, in development and while no
 * `SITE_HOSTS` is set; a deployment with `SITE_HOSTS` and a real exchange serves only its configured hosts.
 */
const allowLocalHosts = (): boolean =>
  process.env.NODE_ENV === 'development' || !process.env['EXCHANGE_API_ORIGIN'] || parseSiteHosts(process.env['SITE_HOSTS']).length === 0;

/** The request's host: `X-Forwarded-Host` only behind a trusted proxy, else `Host`; either way only configured hosts count. */
function siteHostOf(request: NextRequest, trusted: number): ResolvedSiteHost {
  const forwarded = trusted > 0 ? request.headers.get('x-forwarded-host')?.split(',').at(-1)?.trim() : undefined;
  return resolveSiteHost(forwarded || request.headers.get('host'), {
    siteHosts: process.env['SITE_HOSTS'],
    allowLocal: allowLocalHosts(),
  });
}

function refused(status: 400 | 403 | 405 | 415, message: string, extra: Record<string, string> = {}): NextResponse {
  return NextResponse.json(
    { code: status, message, data: null },
    { status, headers: { 'cache-control': 'no-store, private', 'x-content-type-options': 'nosniff', ...extra } },
  );
}

/**
 * Every request, before any route or page reads it (decision 0812):
 * 1. unknown methods → 405, malformed percent-encoding → 400;
 * 2. the client's copies of internal headers are dropped; the client IP (past `TRUSTED_PROXY_COUNT` proxies)
 *    replaces `x-forwarded-for` / `x-real-ip`; the site and origin come from the configured hosts only;
 * 3. a state-changing request needs a JSON/form body, the site's own origin and the signed csrftoken;
 * 4. pages get a CSP nonce, the site from the host and the locale from the path (the default locale has no
 *    prefix; the page is served from the internal path /<site>/<locale>/<path>);
 * 5. every answer refreshes the csrftoken cookie when it is missing or bound to another session.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const method = request.method.toUpperCase();
  if (!ALLOWED_METHODS.includes(method)) return refused(405, 'Method not allowed', { allow: ALLOWED_METHODS.join(', ') });
  const rawPath = new URL(request.url).pathname;
  if (hasMalformedPercentEncoding(rawPath)) return refused(400, 'Malformed percent-encoding in the path');
  if (hasMethodOverride(request.headers, request.nextUrl.searchParams)) return refused(400, 'Method override is not accepted');

  const trusted = trustedProxyCount(process.env['TRUSTED_PROXY_COUNT']);
  const siteHost = siteHostOf(request, trusted);
  const clientIp = clientIpFromForwardedFor(request.headers.get('x-forwarded-for'), trusted);

  const { pathname, search } = request.nextUrl;
  const nonce = createNonce();
  const frameAncestors = frameAncestorsFor({
    sandbox: !process.env['EXCHANGE_API_ORIGIN'],
    hasNativeShellCookie: request.cookies.has(NATIVE_SHELL_COOKIE),
  });
  // Against a real exchange the browser connects to the site's realtime hosts (issue 20); the sandbox's is same-origin.
  const realExchange = Boolean(process.env['EXCHANGE_API_ORIGIN']);
  const socketHosts = realExchange ? getSiteConfig(siteHost.site).ws : [];
  // Server-provided images load from the site's image origins (decision 1870); the sandbox serves its own paths.
  const imageSources = realExchange ? getSiteConfig(siteHost.site).imageOrigins : [];
  // The monitoring collector (decision 1823) and the charting host (decision 1860) are the other third-party
  // origins the page connects to (endpointConnectSource: an endpoint's origin, null for a same-origin path).
  const collector = endpointConnectSource(
    monitoringEndpoint({
      MONITORING_OTLP_ENDPOINT: process.env['MONITORING_OTLP_ENDPOINT'],
      EXCHANGE_API_ORIGIN: process.env['EXCHANGE_API_ORIGIN'],
    }),
  );
  const chartingHost = endpointConnectSource(
    chartingSnapshotEndpoint({
      CHARTING_SNAPSHOT_ENDPOINT: process.env['CHARTING_SNAPSHOT_ENDPOINT'],
      EXCHANGE_API_ORIGIN: process.env['EXCHANGE_API_ORIGIN'],
    }),
  );
  const csp = buildContentSecurityPolicy({
    nonce,
    isDev: process.env.NODE_ENV === 'development',
    frameAncestors,
    socketHosts,
    imageSources,
    connectSources: [collector, chartingHost].filter((source): source is string => source !== null),
  });
  const headers = new Headers(request.headers);
  for (const name of CLIENT_FORBIDDEN_HEADERS) headers.delete(name);
  // Only the derived client IP goes on: every client-supplied IP header is dropped (issue 26 item 3).
  for (const name of [...headers.keys()]) if (name.startsWith('x-exchange-') || isClientIpHeader(name)) headers.delete(name);
  if (clientIp !== '') {
    headers.set('x-forwarded-for', clientIp);
    headers.set(REQUEST_HEADERS.clientIp, clientIp);
  }
  const origin = new URL(siteHost.origin);
  headers.set('x-forwarded-host', origin.host);
  headers.set('x-forwarded-proto', origin.protocol.replace(/:$/, ''));
  headers.set(REQUEST_HEADERS.nonce, nonce);
  headers.set(REQUEST_HEADERS.origin, siteHost.origin);
  headers.set('content-security-policy', csp);

  const key = await signingKey();
  const storedBrowserId = request.cookies.get(BROWSER_ID_COOKIE)?.value;
  const browserId = isBrowserId(storedBrowserId) ? storedBrowserId : randomId();
  const cookieValues = Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value]));
  const sessionId = csrfSessionId(cookieValues, browserId);
  const storedToken = request.cookies.get(CSRF_COOKIE)?.value;
  const secure = isHttpsProtocol(origin.protocol);

  // A public file's answer is the same for everyone and may sit in a CDN: it carries no cookie (decision 1740).
  const setsCookies = !isPublicFilePath(pathname);
  const finish = async (response: NextResponse): Promise<NextResponse> => {
    response.headers.set('content-security-policy', csp);
    // A redirect is the same for everyone and cacheable (308): it carries no cookie either (issue 26 item 6a).
    if (!setsCookies || (response.status >= 300 && response.status < 400)) return response;
    if (browserId !== storedBrowserId) {
      response.cookies.set(BROWSER_ID_COOKIE, browserId, cookieSetOptions({ httpOnly: true, secure, maxAge: YEAR }));
    }
    if (!(await verifyCsrfToken(key, sessionId, storedToken))) {
      response.cookies.set(CSRF_COOKIE, await createCsrfToken(key, sessionId), cookieSetOptions({ secure, maxAge: YEAR }));
    }
    return response;
  };

  if (!SAFE_METHODS.has(method)) {
    const verdicts = [
      checkBodyType({
        contentType: request.headers.get('content-type'),
        contentLength: request.headers.get('content-length'),
        transferEncoding: request.headers.get('transfer-encoding'),
      }),
      checkSameOrigin({ origin: request.headers.get('origin'), secFetchSite: request.headers.get('sec-fetch-site') }, siteHost.origin),
      // The sandbox's collector and charting host stand for third parties the page posts to without cookies (decisions 1823, 1860).
      isSandboxThirdPartyPath(pathname)
        ? ({ ok: true } as const)
        : await checkCsrfToken(key, sessionId, { header: request.headers.get(CSRF_HEADER), cookie: storedToken }),
    ];
    const failed = verdicts.find((verdict) => !verdict.ok);
    // Only the token failed (same origin, right body): the session changed since the token was issued (a login
    // or logout just happened). The refusal carries a fresh token (`finish`), and says that one retry may use it.
    const retryable = failed === verdicts[2];
    if (failed && !failed.ok) return finish(refused(failed.status, failed.reason, retryable ? { [CSRF_RETRY_HEADER]: '1' } : {}));
  } else if (isSandboxPath(pathname)) {
    // The sandbox's switches are GET navigations: only from this origin or typed/bookmarked (`none`).
    const fetchSite = request.headers.get('sec-fetch-site');
    if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none')
      return finish(refused(403, 'Cross-origin request refused'));
  }

  if (isPassthroughPath(pathname)) return finish(NextResponse.next({ request: { headers } }));

  const site = siteHost.site;
  const resolved = resolveLocale({ site, pathname, langCookie: request.cookies.get('lang')?.value });

  if (resolved.redirectTo) {
    const target = new URL(resolved.redirectTo + search, request.url);
    return finish(NextResponse.redirect(target, 308));
  }

  headers.set(REQUEST_HEADERS.site, site);
  headers.set(REQUEST_HEADERS.locale, resolved.locale);
  headers.set(REQUEST_HEADERS.pathname, resolved.pathWithoutLocale);
  headers.set(REQUEST_HEADERS.search, search);

  const url = request.nextUrl.clone();
  url.pathname = internalPagePath(site, resolved.locale, resolved.pathWithoutLocale);
  // A path no page serves is answered 404 here and rendered by the catch-all's 404 view inside the site's layout
  // (decision 0806: Next's notFound() would send an empty error document without lang, theme or chrome); so is a
  // trade path whose symbol is not listed, by the trade page (decision 1431: a Set lookup once the list is kept).
  const path = resolved.pathWithoutLocale;
  const unknown = isUnknownPagePath(path) || isUnlistedTradePath(path);
  const response = NextResponse.rewrite(url, { request: { headers }, ...(unknown ? { status: 404 } : {}) });
  if (resolved.resetCookie) {
    response.cookies.set('lang', resolved.resetCookie, cookieSetOptions({ secure, maxAge: YEAR }));
  }
  return finish(response);
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
