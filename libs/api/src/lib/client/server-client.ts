import type { EventReporter } from '@exchange/monitoring';
import { createTransport } from '../transport/create-transport';
import type { FetchLike } from '../transport/transport-types';
import { createExchangeClient, type ExchangeClient } from './exchange-client';

export interface ServerExchangeClientOptions {
  /** The server's fetch (in the sandbox: one that answers from the sandbox in-process). */
  fetch?: FetchLike;
  /** The incoming request's Cookie header, forwarded as is. */
  cookieHeader?: string;
  userAgent?: string;
  clientIp?: string;
  /** Absolute origin the API is reached at, e.g. `https://www.example.com` or `http://127.0.0.1:3000`. */
  origin: string;
  internalHeaders?: Record<string, string>;
  dataPrefix?: string;
  monitor?: EventReporter;
  /** The page request's deadline (decision 0810): every call ends by it, with its fallback. */
  deadline?: AbortSignal;
  /** The page's locale, sent as Accept-Language (content in the page's language, issue 24 item 5). */
  locale?: string;
}

/**
 * A client for data a page needs before first paint (spec 03 §7 "Server-side calls add internal headers
 * and forward cookies, user agent and client IP"). Make one per incoming request: its de-dup cache
 * must not be shared between users.
 */
export const createServerExchangeClient = (options: ServerExchangeClientOptions): ExchangeClient =>
  createExchangeClient(
    createTransport({
      baseUrl: options.origin,
      fetch: options.fetch,
      dataPrefix: options.dataPrefix,
      monitor: options.monitor,
      deadline: options.deadline,
      ...(options.locale ? { locale: options.locale } : {}),
      readCookies: () => options.cookieHeader ?? '',
      forward: {
        cookie: options.cookieHeader,
        userAgent: options.userAgent,
        clientIp: options.clientIp,
        internalHeaders: options.internalHeaders,
      },
    }),
  );
