import { exchangeApiOrigin, SANDBOX_ORIGIN } from './exchange-origin';

/** Request headers never passed through to the upstream exchange. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length', 'accept-encoding'];

/**
 * The fetch the server uses for exchange calls: straight to EXCHANGE_API_ORIGIN when set, otherwise
 * answered in process by the embedded sandbox (no network hop).
 */
export const exchangeFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const origin = exchangeApiOrigin();
  if (origin) return fetch(request);
  const { handleSandboxRequest } = await import('../sandbox/embedded');
  const response = await handleSandboxRequest(request);
  return response ?? Response.json({ code: 404, message: 'Unknown sandbox endpoint' }, { status: 404 });
};

/** Where server-side exchange calls are addressed. */
export const exchangeBaseUrl = (): string => exchangeApiOrigin() ?? SANDBOX_ORIGIN;

/**
 * The browser's exchange calls reach the app's own origin: pass them to the real exchange when one is
 * configured, otherwise to the sandbox.
 */
export async function forwardExchangeRequest(request: Request): Promise<Response> {
  const origin = exchangeApiOrigin();
  const url = new URL(request.url);
  if (!origin) {
    const { handleSandboxRequest } = await import('../sandbox/embedded');
    const response = await handleSandboxRequest(request);
    return response ?? Response.json({ code: 404, message: 'Unknown sandbox endpoint' }, { status: 404 });
  }
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  const clientIp = request.headers.get('x-forwarded-for') ?? request.headers.get('x-real-ip');
  if (clientIp) headers.set('x-forwarded-for', clientIp);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const upstream = await fetch(new URL(url.pathname + url.search, origin), {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    redirect: 'manual',
  });
  const out = new Headers(upstream.headers);
  out.delete('content-encoding');
  out.delete('content-length');
  return new Response(upstream.body, { status: upstream.status, headers: out });
}
