import { resolveLocale } from '@exchange/i18n';
import { resolveSiteFromHost } from '@exchange/site-config';
import { NextResponse, type NextRequest } from 'next/server';
import { buildContentSecurityPolicy, createNonce } from './server/csp';
import { REQUEST_HEADERS } from './server/request-headers';
import { internalPagePath, isPassthroughPath, requestOrigin } from './server/routing';

/**
 * Every request: a CSP nonce; then, for pages, the site from the host and the locale from the path.
 * The default locale has no prefix; the page is served from the internal path /<site>/<locale>/<path>.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const nonce = createNonce();
  const csp = buildContentSecurityPolicy({ nonce, isDev: process.env.NODE_ENV === 'development' });
  const headers = new Headers(request.headers);
  headers.set(REQUEST_HEADERS.nonce, nonce);
  headers.set('content-security-policy', csp);

  if (isPassthroughPath(pathname)) {
    const response = NextResponse.next({ request: { headers } });
    response.headers.set('content-security-policy', csp);
    return response;
  }

  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const site = resolveSiteFromHost(host, process.env['SITE_HOSTS']);
  const resolved = resolveLocale({ site, pathname, langCookie: request.cookies.get('lang')?.value });

  if (resolved.redirectTo) {
    const target = new URL(resolved.redirectTo + search, request.url);
    return NextResponse.redirect(target, 308);
  }

  headers.set(REQUEST_HEADERS.site, site);
  headers.set(REQUEST_HEADERS.locale, resolved.locale);
  headers.set(REQUEST_HEADERS.pathname, resolved.pathWithoutLocale);
  headers.set(REQUEST_HEADERS.search, search);
  headers.set(
    REQUEST_HEADERS.origin,
    requestOrigin({ host, forwardedProto: request.headers.get('x-forwarded-proto'), fallback: request.nextUrl.origin }),
  );

  const url = request.nextUrl.clone();
  url.pathname = internalPagePath(site, resolved.locale, resolved.pathWithoutLocale);
  const response = NextResponse.rewrite(url, { request: { headers } });
  response.headers.set('content-security-policy', csp);
  if (resolved.resetCookie) {
    response.cookies.set('lang', resolved.resetCookie, {
      path: '/',
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
      maxAge: 60 * 60 * 24 * 365,
    });
  }
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
