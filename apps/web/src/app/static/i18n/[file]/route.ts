import { catalogAsset, parseCatalogFile } from '@/server/catalog-asset';

/**
 * A locale's message catalog (`/static/i18n/<locale>.<hash>.json`), which the client's IntlProvider loads before
 * hydration instead of reading it from every page's HTML (issue 14, decision 1510). The current hash is cached for a
 * year; an older hash (a page of the previous build) gets the current catalog, never cached, so that page still hydrates.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const parsed = parseCatalogFile((await params).file);
  if (!parsed) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const asset = await catalogAsset(parsed.locale);
  const current = asset.hash === parsed.hash;
  return new Response(asset.json, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}
