import 'server-only';
import { createServerExchangeClient } from '@exchange/api/server';
import { cache } from 'react';
import { exchangeBaseUrl, exchangeFetch, forwardedCookies } from './exchange-fetch';
import { createPageDeadline, type PageDeadline } from './page-budget';
import type { RequestContext } from './request-context';

/**
 * This request's deadline (decision 0810): made by the first server call of a page request and shared by all of
 * them through React's per-request cache. Outside a render (route handlers) every client gets its own.
 */
export const requestDeadline = cache((): PageDeadline => createPageDeadline());

/**
 * A client for this request only (its de-dup cache must not be shared between users). Its calls end by the
 * request's deadline with their fallbacks, and forward only the exchange's cookies under the size cap.
 */
export function serverClient(ctx: RequestContext, deadline: PageDeadline = requestDeadline()) {
  return createServerExchangeClient({
    fetch: exchangeFetch,
    origin: exchangeBaseUrl(),
    cookieHeader: forwardedCookies(ctx.cookieHeader),
    userAgent: ctx.userAgent,
    clientIp: ctx.clientIp,
    deadline: deadline.signal,
    ...(ctx.locale ? { locale: ctx.locale } : {}),
  });
}
