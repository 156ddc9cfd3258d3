import { exchangeApiOrigin } from '@/server/exchange-origin';
import {
  MICRO_APP_FAULT_COOKIE,
  microAppDistDir,
  microAppFault,
  parseMicroAppRequest,
  readMicroAppAsset,
  throwingEntry,
} from '@/server/micro-app-files';

export const dynamic = 'force-dynamic';

const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });

const cookieOf = (request: Request, name: string): string | undefined =>
  request.headers
    .get('cookie')
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

/**
 * The sandbox's static host for micro-apps (decision 1110): the built bundles of apps/micro-* under
 * `/sandbox-static/micro/<name>/entry.js` and `manifest.json`, with `x-micro-app-version`. A 404 when a real exchange
 * is configured (its static host is NEXT_PUBLIC_MICRO_APP_BASE). The `sandbox_micro_app_fault` cookie makes an entry
 * missing or its mount throw.
 */
async function serve(request: Request, params: Promise<{ name: string; file: string }>): Promise<Response> {
  if (exchangeApiOrigin()) return notFound();
  const { name, file } = await params;
  const wanted = parseMicroAppRequest(name, file);
  if (!wanted) return notFound();
  const fault = microAppFault(cookieOf(request, MICRO_APP_FAULT_COOKIE), wanted.name);
  if (fault === 'missing') return notFound();
  const asset = readMicroAppAsset(microAppDistDir(), wanted.name, wanted.file);
  if (!asset) return notFound();
  const body = fault === 'throw' && wanted.file === 'entry.js' ? throwingEntry(wanted.name, asset.version) : asset.body;
  const type = wanted.file === 'entry.js' ? 'text/javascript; charset=utf-8' : 'application/json; charset=utf-8';
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: {
      'content-type': type,
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'x-micro-app-version': asset.version,
    },
  });
}

export function GET(request: Request, { params }: { params: Promise<{ name: string; file: string }> }): Promise<Response> {
  return serve(request, params);
}

export function HEAD(request: Request, { params }: { params: Promise<{ name: string; file: string }> }): Promise<Response> {
  return serve(request, params);
}
