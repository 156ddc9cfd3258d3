import { exchangeApiOrigin } from '../../../server/exchange-origin';

export const dynamic = 'force-dynamic';

/** /_sandbox/persona/<name>?next=… and /_sandbox/fault/<endpoint>/<kind>; a 404 when a real exchange is configured. */
export async function GET(request: Request): Promise<Response> {
  if (exchangeApiOrigin()) return new Response('Not found', { status: 404 });
  const { handleSandboxControl } = await import('../../../sandbox/embedded');
  return handleSandboxControl(request) ?? new Response('Not found', { status: 404 });
}
