import { normalizePath, queryOf } from './values';

/**
 * A route pattern: a path where `**` matches any number of trailing segments (zero included) and `*`
 * exactly one segment; optionally a query constraint (`/trade/**` with `tab=isolated_margin`).
 * Matching is by whole segment (so `/futures/**` never matches `/futures-delivery`) and case-insensitive.
 */
export type RoutePattern = string | { path: string; query: Readonly<Record<string, string>> };

export interface FeatureRoute {
  /** The feature code the compliance check lists in `menu` when the feature is restricted. */
  code: string;
  patterns: readonly RoutePattern[];
}

/**
 * The one place where feature codes meet paths (decision 0301). A page belongs to the first feature
 * whose pattern matches; order matters only where patterns overlap (none do today).
 */
export const FEATURE_ROUTES: readonly FeatureRoute[] = [
  { code: 'futures', patterns: ['/futures/**'] },
  { code: 'delivery', patterns: ['/futures-delivery/**'] },
  { code: 'options', patterns: ['/options/**'] },
  { code: 'margin', patterns: ['/margin-trade/**', { path: '/trade/**', query: { tab: 'isolated_margin' } }] },
  { code: 'copy_trading', patterns: ['/copytrading/**'] },
  // Issue 25 (decision 1894): convert had no code; the converter (01 §2) is a public price calculator and stays ungated.
  { code: 'convert', patterns: ['/convert/**'] },
  { code: 'fiat_trade', patterns: ['/c2c/**', '/crypto/buy/**', '/buy-sell-crypto/**', '/myaccount/deposit_fiat/**'] },
  { code: 'alpha', patterns: ['/alpha/**'] },
  { code: 'earn', patterns: ['/simple-earn/**', '/lend-earn/**', '/hodl/**', '/asset-management/**'] },
  { code: 'strategy_bot', patterns: ['/strategybot/**'] },
  { code: 'launchpool', patterns: ['/launchpool/**', '/candy-drop/**'] },
  { code: 'startup', patterns: ['/startup/**'] },
  { code: 'pre_market', patterns: ['/pre-market/**', '/premint/**'] },
  { code: 'pilot', patterns: ['/pilot/**'] },
  { code: 'etf', patterns: ['/etf/**'] },
];

const segments = (path: string): string[] => path.toLowerCase().split('/').filter(Boolean);

function matchSegments(pattern: readonly string[], path: readonly string[]): boolean {
  for (let i = 0; i < pattern.length; i += 1) {
    const p = pattern[i];
    if (p === '**') return true;
    const s = path[i];
    if (s === undefined) return false;
    if (p !== '*' && p !== s) return false;
  }
  return pattern.length === path.length;
}

/** Whether a path (query allowed) matches one route pattern. */
export function matchesRoutePattern(pattern: RoutePattern, pathWithQuery: string): boolean {
  const path = normalizePath(pathWithQuery);
  const patternPath = typeof pattern === 'string' ? pattern : pattern.path;
  if (!matchSegments(segments(patternPath), segments(path))) return false;
  if (typeof pattern === 'string') return true;
  const query = queryOf(pathWithQuery);
  return Object.entries(pattern.query).every(([key, value]) => query.get(key) === value);
}

/** The feature code a (locale-stripped) path belongs to, or null for pages of no restricted feature. */
export function featureCodeForPath(pathWithQuery: unknown, routes: readonly FeatureRoute[] = FEATURE_ROUTES): string | null {
  if (typeof pathWithQuery !== 'string') return null;
  for (const route of routes) {
    if (route.patterns.some((p) => matchesRoutePattern(p, pathWithQuery))) return route.code;
  }
  return null;
}
