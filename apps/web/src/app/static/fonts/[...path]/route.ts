import { cjkFontAsset } from '@/server/cjk-fonts';

export const dynamic = 'force-dynamic';

/**
 * `/static/fonts/<face>.<version>.css` and `/static/fonts/<face>.<version>/<file>.woff2` (decision 1730): the Chinese
 * and Japanese faces, which only zh, tw and ja pages link. The version is in the path, so both are cached for a year.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const asset = cjkFontAsset((await params).path);
  if (!asset) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const headers = { 'content-type': asset.type, 'cache-control': 'public, max-age=31536000, immutable' };
  if (asset.type === 'font/woff2') return new Response(asset.body, { headers });
  // The stylesheet blocks the first paint of a zh, tw or ja page: sent gzipped (Next does not compress a route's body).
  if (/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) {
    return new Response(asset.gzipped, { headers: { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' } });
  }
  return new Response(asset.body, { headers: { ...headers, vary: 'accept-encoding' } });
}
