import { isSafeRedirect } from '@exchange/site-config';
import { exchangeApiOrigin } from '@/server/exchange-origin';

export const dynamic = 'force-dynamic';

/**
 * /_sandbox/persona/<name>?next=… and /_sandbox/fault/<endpoint>/<kind>; a 404 when a real exchange is configured.
 * A persona switch is a state-changing GET navigation: its `next` goes through the one safe-redirect check (an
 * internal path only) before the sandbox sees it; an unsafe one becomes `/`. proxy.ts refuses cross-origin calls.
 */
export async function GET(request: Request): Promise<Response> {
  if (exchangeApiOrigin()) return new Response('Not found', { status: 404 });
  const url = new URL(request.url);
  const next = url.searchParams.get('next');
  if (next !== null) {
    const safe = isSafeRedirect(next, { anti: [] });
    // Percent-encoded, so a non-ASCII path can go into the Location header (it answered 500: issue 26 item 5).
    const parsed = new URL(safe ?? '/', url.origin);
    url.searchParams.set('next', parsed.origin === url.origin ? parsed.pathname + parsed.search + parsed.hash : '/');
  }
  const { handleSandboxControl } = await import('@/sandbox/embedded');
  return handleSandboxControl(new Request(url, request)) ?? new Response('Not found', { status: 404 });
}

/** POST /_sandbox/otlp/v1/logs: the sandbox plays the monitoring collector (decision 1823); 404 with a real exchange. */
export async function POST(request: Request): Promise<Response> {
  if (exchangeApiOrigin()) return new Response('Not found', { status: 404 });
  const { handleSandboxCollector } = await import('@/sandbox/embedded');
  return (await handleSandboxCollector(request)) ?? new Response('Not found', { status: 404 });
}
