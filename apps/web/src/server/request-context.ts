import 'server-only';
import { cookies, headers } from 'next/headers';
import { REQUEST_HEADERS } from './request-headers';

export interface RequestContext {
  nonce: string;
  pathname: string;
  search: string;
  origin: string;
  theme: 'light' | 'dark' | 'system';
  cookieHeader: string;
  userAgent: string;
  clientIp: string;
  /** The page's locale the proxy resolved from the path (content the exchange writes comes in it). */
  locale?: string;
}

/**
 * What the proxy resolved for this page request, plus the cookies the server forwards. The origin is a
 * configured site origin and the client IP the one past the trusted proxies (proxy.ts drops the client's own
 * copies of these headers, decision 0812).
 */
export async function getRequestContext(): Promise<RequestContext> {
  const h = await headers();
  const jar = await cookies();
  const rawTheme = jar.get('theme')?.value;
  return {
    nonce: h.get(REQUEST_HEADERS.nonce) ?? '',
    pathname: h.get(REQUEST_HEADERS.pathname) ?? '/',
    search: h.get(REQUEST_HEADERS.search) ?? '',
    origin: h.get(REQUEST_HEADERS.origin) ?? 'http://localhost:3000',
    theme: rawTheme === 'light' || rawTheme === 'dark' ? rawTheme : 'system',
    cookieHeader: h.get('cookie') ?? '',
    userAgent: h.get('user-agent') ?? '',
    clientIp: h.get(REQUEST_HEADERS.clientIp) ?? '',
    ...(h.get(REQUEST_HEADERS.locale) ? { locale: h.get(REQUEST_HEADERS.locale) ?? undefined } : {}),
  };
}
