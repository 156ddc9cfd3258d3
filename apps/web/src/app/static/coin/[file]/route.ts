import { coinIconFile, coinIconSvg } from '@/server/coin-icon-svg';

export const dynamic = 'force-dynamic';

/**
 * `/static/coin/<SYMBOL>.svg` (decision 1151): a coin's icon. With the hourly version (`?v=YYYYMMDDHH`, the whitelisted
 * coins) it is cached for the hour; without, for a day. Any other name is a 404.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const symbol = coinIconFile((await params).file);
  if (!symbol) return new Response('Not found', { status: 404 });
  const query = new URL(request.url).searchParams;
  const versioned = query.has('v');
  // `w` (03 §9 image defaults: 28) sizes the SVG; `q` is for raster hosts and means nothing to a vector.
  const width = Number(query.get('w'));
  const size = Number.isInteger(width) && width >= 8 && width <= 256 ? width : undefined;
  return new Response(coinIconSvg(symbol, size), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': `public, max-age=${versioned ? 3600 : 86400}`,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
