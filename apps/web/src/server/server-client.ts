import { createServerExchangeClient } from '@exchange/api';
import { exchangeBaseUrl, exchangeFetch } from './exchange-fetch';
import type { RequestContext } from './request-context';

/** A client for this request only (its de-dup cache must not be shared between users). */
export function serverClient(ctx: RequestContext) {
  return createServerExchangeClient({
    fetch: exchangeFetch,
    origin: exchangeBaseUrl(),
    cookieHeader: ctx.cookieHeader,
    userAgent: ctx.userAgent,
    clientIp: ctx.clientIp,
  });
}
