import { forwardExchangeRequest } from '@/server/exchange-fetch';

export const dynamic = 'force-dynamic';

export const GET = forwardExchangeRequest;
export const POST = forwardExchangeRequest;
export const PUT = forwardExchangeRequest;
export const DELETE = forwardExchangeRequest;
