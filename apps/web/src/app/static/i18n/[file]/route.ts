import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pickContentEncoding, type ContentEncoding } from '@/lib/rules/content-encoding';
import { catalogAsset, parseCatalogFile, type CatalogAsset } from '@/server/catalog-asset';

/**
 * The catalog compressed once per locale and encoding (decision 1864): `next start` sent this 77 KB file (English)
 * uncompressed, and every page preloads it at high priority before its first paint.
 */
const encoded = new Map<string, Buffer>();
function bodyFor(asset: CatalogAsset, encoding: ContentEncoding): string | Buffer {
  if (encoding === 'identity') return asset.json;
  const key = `${asset.locale}.${asset.hash}.${encoding}`;
  let body = encoded.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(asset.json, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
          })
        : gzipSync(asset.json, { level: 9 });
    encoded.set(key, body);
  }
  return body;
}

/**
 * A locale's message catalog (`/static/i18n/<locale>.<hash>.json`), which the client's IntlProvider loads before
 * hydration instead of reading it from every page's HTML (issue 14, decision 1510). The current hash is cached for a
 * year; an older hash (a page of the previous build) gets the current catalog, never cached, so that page still hydrates.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const parsed = parseCatalogFile((await params).file);
  if (!parsed) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const asset = await catalogAsset(parsed.locale);
  const current = asset.hash === parsed.hash;
  const encoding = pickContentEncoding(request.headers.get('accept-encoding'));
  const body = bodyFor(asset, encoding);
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    },
  });
}
