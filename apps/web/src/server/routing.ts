// No `import 'server-only'`: imported by proxy.ts and by the instrumentation hook (node-request-hook.ts), which run outside React's server layer (decision 0800).
import type { MarketKind, MarketSymbol } from '@exchange/api';

/** Paths the proxy leaves alone: the exchange API (proxied or sandboxed), sandbox controls, Next internals and files. */
export const API_PREFIXES = ['/api/', '/apiweb/', '/json_svr/'] as const;

export function isPassthroughPath(pathname: string): boolean {
  if (API_PREFIXES.some((p) => pathname.startsWith(p))) return true;
  if (isSandboxPath(pathname)) return true;
  if (pathname.startsWith('/_next/')) return true;
  // A file in public/ (robots.txt, theme-init.js, images): last segment has an extension.
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,8}$/i.test(last);
}

/** The internal path the proxy rewrites a page request to: /<site>/<locale><path>. */
export function internalPagePath(site: string, locale: string, pathWithoutLocale: string): string {
  const rest = pathWithoutLocale === '/' ? '' : pathWithoutLocale;
  return `/${site}/${locale}${rest}`;
}

/** The sandbox's control paths (`/_sandbox/...`). */
export const isSandboxPath = (pathname: string): boolean => pathname === '/_sandbox' || pathname.startsWith('/_sandbox/');

/**
 * True when a raw (still encoded) path has a `%` not followed by two hex digits, or escapes that do not decode
 * as UTF-8: such a path is answered 400 before any route sees it (issue 13 item 5). The origin of a request
 * comes from the configured site hosts (`resolveSiteHost` in @exchange/site-config), never from `Host`.
 */
export function hasMalformedPercentEncoding(rawPath: string): boolean {
  if (/%(?![0-9a-f]{2})/i.test(rawPath)) return true;
  try {
    decodeURIComponent(rawPath);
    return false;
  } catch {
    return true;
  }
}

/**
 * The first path segments that have their own page folders under app/[site]/[lang]/(chakra)/ (routing.spec.ts
 * keeps this list equal to those folders; `price` is the markets page). Every other path reaches the catch-all.
 */
export const PAGE_SECTIONS: readonly string[] = [
  'competition',
  'futures',
  'groupchat',
  'login',
  'myaccount',
  'price',
  'referral',
  'rewards_hub',
  'signup',
  'state_compliance_tips',
  'trade',
];

/** The information and legal pages the catch-all serves, by page (server/content-pages.ts gives each its text). */
export const CONTENT_PAGE_PATHS = {
  about: ['/about-us', '/about_us'],
  agreement: ['/user-agreement', '/legal/user-agreement'],
  privacy: ['/privacy-policy', '/legal/privacy-policy'],
  disclosures: ['/legal/disclosures'],
  cookies: ['/legal/privacy-and-cookie-policy'],
  fees: ['/fee'],
  app: ['/mobileapp', '/appdownload'],
  contacts: ['/page/contacts'],
  media: ['/media-kit'],
} as const satisfies Record<string, readonly string[]>;

const CONTENT_PATHS: ReadonlySet<string> = new Set(Object.values(CONTENT_PAGE_PATHS).flat());

/** A locale-stripped path without its trailing slashes ('/' stays '/'). */
export const normalisePagePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

/**
 * True when no page serves a locale-stripped path: not home, not under a page section, not a content page. The
 * proxy answers such a path 404 and the catch-all renders the 404 view inside the site's layout (decision 0806:
 * Next's `notFound()` gives an empty error document in production).
 */
export function isUnknownPagePath(pathWithoutLocale: string): boolean {
  const path = normalisePagePath(pathWithoutLocale);
  if (path === '/') return false;
  if (CONTENT_PATHS.has(path)) return false;
  const section = path.split('/')[1] ?? '';
  if (!PAGE_SECTIONS.includes(section)) return true;
  const shape = SECTION_SHAPES[section];
  return shape !== undefined && !shape.test(path);
}

/** A symbol segment of the trade routes (the chart library's `trade-data` rule checks the same shape). */
const SYMBOL = '[A-Za-z0-9]{1,20}';

/**
 * Page sections whose only pages take parameters: a path of any other shape (`/trade`, `/trade/NOPE`,
 * `/futures/NOPE`, `/trade/A_B/x`) has no page, so the proxy answers it 404 and the 404 view renders inside the
 * site's layout (decision 1431). A path of the right shape is the page's to judge against the listed symbols.
 */
const SECTION_SHAPES: Readonly<Record<string, RegExp>> = {
  trade: new RegExp(`^/trade/${SYMBOL}_${SYMBOL}$`),
  futures: new RegExp(`^/futures/${SYMBOL}/${SYMBOL}(?:_${SYMBOL})?$`),
};

/**
 * The market whose listed symbols decide a trade path of the right shape (`/trade/{A}_{B}`: spot,
 * `/futures/{unit}/{contract}`: futures); null for any other path, which the listed symbols never decide.
 */
export function tradeMarketOf(pathWithoutLocale: string): MarketKind | null {
  if (!pathWithoutLocale.startsWith('/trade/') && !pathWithoutLocale.startsWith('/futures/')) return null;
  const path = normalisePagePath(pathWithoutLocale);
  if (SECTION_SHAPES['trade']?.test(path)) return 'spot';
  if (SECTION_SHAPES['futures']?.test(path)) return 'futures';
  return null;
}

/**
 * A listed symbol as the proxy keeps it (decision 1431): matched the way the trade pages match a path
 * (`resolveTradeRoute` of `@exchange/chart/server`): a spot pair by its symbol, the path's pair upper-cased; a
 * contract by its settlement unit and its symbol without the underscore, the path's unit lower-cased and its
 * contract upper-cased (so `/trade/btc_usdt` and `/futures/USDT/btcusdt` are listed: the pages redirect them).
 */
export function listedSymbolKey(symbol: Pick<MarketSymbol, 'market' | 'symbol' | 'settle'>): string {
  return symbol.market === 'futures' ? `futures:${symbol.settle}:${symbol.symbol.replace('_', '')}` : `spot:${symbol.symbol}`;
}

/**
 * True when a trade path of the right shape names a symbol that is not listed, given the listed symbols' keys
 * (`listedSymbolKey`) of its market: the proxy answers it 404 and the page renders the 404 view (decision 1431).
 * False for every other path, and whenever the list is unknown (`null`): an outage must not turn every market
 * into a 404 (the page then decides, decision 0413).
 */
export function isUnlistedSymbolPath(pathWithoutLocale: string, listed: ReadonlySet<string> | null): boolean {
  const market = tradeMarketOf(pathWithoutLocale);
  if (market === null || listed === null) return false;
  const [, , first = '', second = ''] = normalisePagePath(pathWithoutLocale).split('/');
  const key =
    market === 'spot'
      ? listedSymbolKey({ market, symbol: first.toUpperCase(), settle: '' })
      : listedSymbolKey({ market, settle: first.toLowerCase(), symbol: second.toUpperCase() });
  return !listed.has(key);
}
