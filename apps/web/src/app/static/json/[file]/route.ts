import { forwardExchangeRequest } from '@/server/exchange-fetch';

export const dynamic = 'force-dynamic';

/** Static JSON the exchange serves (common config, page download links), proxied or sandboxed. */
export const GET = forwardExchangeRequest;
