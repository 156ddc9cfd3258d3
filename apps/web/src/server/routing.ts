// No `import 'server-only'`: imported by proxy.ts and by the instrumentation hook (node-request-hook.ts), which run outside React's server layer (decision 0800).
import type { TradeRoute } from '@exchange/chart/server';

/** Paths the proxy leaves alone: the exchange API (proxied or sandboxed), sandbox controls, Next internals and files. */
export const API_PREFIXES = ['/api/', '/apiweb/', '/json_svr/'] as const;

/** The liveness check (`app/healthz/route.ts`, decision 1740): no site, no locale, no page. */
export const HEALTH_PATH = '/healthz';

export function isPassthroughPath(pathname: string): boolean {
  if (pathname === HEALTH_PATH) return true;
  if (API_PREFIXES.some((p) => pathname.startsWith(p))) return true;
  if (isSandboxPath(pathname)) return true;
  if (pathname.startsWith('/_next/')) return true;
  // A file where files live (public/, the app's file routes, robots.txt): any other path ending in an extension
  // (`/docs/agreement.html`, `/a/b/c.html`) is a page path, so it gets its page or the 404 view with status 404.
  return isFileLocation(pathname);
}

/** Files served at the root: public/'s top-level files and the app's metadata routes (routing.spec.ts checks public/). */
export const ROOT_FILES: ReadonlySet<string> = new Set(['/robots.txt', '/sitemap.xml', '/favicon.ico']);

/** Folders whose paths are files: public/static and the app's file routes (`app/static/*`, `app/sandbox-static`). */
export const FILE_PREFIXES = ['/static/', '/sandbox-static/'] as const;

/** A path the file routes answer: under a file folder or a root file, and the last segment has an extension. */
function isFileLocation(pathname: string): boolean {
  if (!hasFileExtension(pathname)) return false;
  return ROOT_FILES.has(pathname) || FILE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The last segment of the path ends in a file extension (`.svg`, `.json`, `.txt`…). */
function hasFileExtension(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,8}$/i.test(last);
}

/**
 * A file every visitor gets the same (a `public/` file, a message catalog, a coin icon, robots.txt): the proxy sets
 * no cookie on its answer, so a CDN may cache it (decision 1740). Not the exchange's data (`/api/`, `/apiweb/`,
 * `/json_svr/`, `/static/json/`), the sandbox or the health check.
 */
export function isPublicFilePath(pathname: string): boolean {
  if (pathname === HEALTH_PATH || isSandboxPath(pathname) || pathname.startsWith('/static/json/')) return false;
  if (API_PREFIXES.some((p) => pathname.startsWith(p))) return false;
  return isFileLocation(pathname);
}

/** The internal path the proxy rewrites a page request to: /<site>/<locale><path>. */
export function internalPagePath(site: string, locale: string, pathWithoutLocale: string): string {
  const rest = pathWithoutLocale === '/' ? '' : pathWithoutLocale;
  return `/${site}/${locale}${rest}`;
}

/**
 * The sandbox's monitoring collector (decision 1823): it plays a third-party service, so the page posts to it
 * without cookies, as to any third party; the proxy checks its body type and origin but asks no csrftoken.
 */
export const SANDBOX_COLLECTOR_PATH = '/_sandbox/otlp/v1/logs';

/** The sandbox's charting host (decision 1860): a third party too, the chart's screenshot is posted without cookies. */
export const SANDBOX_CHARTING_UPLOAD_PATH = '/_sandbox/charting/snapshot';

/** The sandbox paths that stand for third parties: the proxy asks them no csrftoken (body type and origin still apply). */
export const isSandboxThirdPartyPath = (pathname: string): boolean =>
  pathname === SANDBOX_COLLECTOR_PATH || pathname === SANDBOX_CHARTING_UPLOAD_PATH;

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
  'alpha',
  'announcements',
  'blog',
  'c2c',
  'campaigns',
  'candy-drop',
  'competition',
  'convert',
  'converter',
  'copytrading',
  'crypto',
  'crypto-market-data',
  'etf',
  'futures',
  'glossary',
  'groupchat',
  'help',
  'hodl',
  'how-to-buy',
  'launchpool',
  'learn',
  'lend-earn',
  'login',
  'myaccount',
  'news',
  'pilot',
  'pre-market',
  'premint',
  'price',
  'price-prediction',
  'referral',
  'rewards_hub',
  'signup',
  'simple-earn',
  'startup',
  'state_compliance_tips',
  'strategybot',
  'trade',
  'upcoming-events',
  'wiki',
];

/** The information and legal pages the catch-all serves, by page (server/content-pages.ts gives each its text). */
export const CONTENT_PAGE_PATHS = {
  about: ['/about-us', '/about_us'],
  // 01 §2: `/docs/agreement.html` is a legal document path (it used to skip the proxy and render home, issue 24).
  agreement: ['/user-agreement', '/legal/user-agreement', '/docs/agreement.html'],
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
/** An article's slug (`/news/{slug}`), as the content calls accept it. */
const SLUG = '[a-z0-9][a-z0-9-]{0,79}';

/**
 * Page sections whose only pages take parameters: a path of any other shape (`/trade`, `/trade/NOPE`,
 * `/futures/NOPE`, `/trade/A_B/x`) has no page, so the proxy answers it 404 and the 404 view renders inside the
 * site's layout (decision 1431). A path of the right shape is the page's to judge against the listed symbols.
 */
const SECTION_SHAPES: Readonly<Record<string, RegExp>> = {
  trade: new RegExp(`^/trade/${SYMBOL}_${SYMBOL}$`),
  futures: new RegExp(`^/futures/${SYMBOL}/${SYMBOL}(?:_${SYMBOL})?$`),
  // Issue 22 (02 §2): /c2c/USDT_{fiat} (and the drawer's /c2c/market), /crypto/buy/with-credit-card|with-bank-account.
  c2c: new RegExp(`^/c2c/(?:market|${SYMBOL}_[A-Za-z]{3})$`),
  crypto: /^\/crypto\/buy\/(?:with-credit-card|with-bank-account)$/,
  // Issue 24 (01 §2): the campaigns page for app-download rewards (decision 1863).
  campaigns: /^\/campaigns\/app-download$/,
  // Issue 25 (decision 1902): the content hub's lists and their articles, the discovery pages, alpha and pilot.
  ...Object.fromEntries(
    ['news', 'blog', 'learn', 'wiki', 'glossary', 'upcoming-events', 'help', 'announcements'].map((s) => [
      s,
      new RegExp(`^/${s}(?:/${SLUG})?$`),
    ]),
  ),
  'price-prediction': /^\/price-prediction(?:\/[A-Za-z]{2,10})?$/,
  'how-to-buy': /^\/how-to-buy(?:\/[A-Za-z]{2,10})?$/,
  'crypto-market-data': /^\/crypto-market-data$/,
  etf: /^\/etf$/,
  alpha: new RegExp(`^/alpha(?:/${SYMBOL})?$`),
  pilot: /^\/pilot$/,
  // Issue 25 (decision 1894): convert, the converter and the three earn pages have no sub-pages.
  convert: /^\/convert$/,
  converter: /^\/converter$/,
  'simple-earn': /^\/simple-earn$/,
  'lend-earn': /^\/lend-earn$/,
  hodl: /^\/hodl$/,
  // Issue 25 (03 §2, decision 1898): the copy-trading list and a trader, the launch products and a startup project.
  copytrading: /^\/copytrading(?:\/trader\/futures\/[A-Za-z0-9_-]{1,40})?$/,
  startup: /^\/startup(?:\/[A-Za-z0-9_-]{1,40})?$/,
  launchpool: /^\/launchpool$/,
  'candy-drop': /^\/candy-drop$/,
  premint: /^\/premint$/,
  'pre-market': /^\/pre-market$/,
  strategybot: /^\/strategybot$/,
  // Spec 01 §7's login reset/rebind pages have no page of ours: `/login/reset` took the catch-all's notFound(), an
  // empty document. Login and signup have no sub-pages, so any path under them is the 404 view (decision 1952).
  login: /^\/login$/,
  signup: /^\/signup$/,
};

/**
 * The trade page a path of the right shape names (`/trade/{A}_{B}`: a spot pair, `/futures/{unit}/{contract}`: a
 * contract), as the chart library's `resolveTradeRoute` takes it; null for any other path. The proxy asks the trade
 * pages' rule with it whether the symbol is listed (decision 1431).
 */
export function tradeRouteOf(pathWithoutLocale: string): TradeRoute | null {
  if (!pathWithoutLocale.startsWith('/trade/') && !pathWithoutLocale.startsWith('/futures/')) return null;
  const path = normalisePagePath(pathWithoutLocale);
  const [, , first = '', second = ''] = path.split('/');
  if (SECTION_SHAPES['trade']?.test(path)) return { market: 'spot', pair: first };
  if (SECTION_SHAPES['futures']?.test(path)) return { market: 'futures', unit: first, contract: second };
  return null;
}
