// No `import 'server-only'`: loaded by the Node request hook (instrumentation), outside React's server layer (decision 0800).
/**
 * Requests Next.js itself would answer 500 or never answer (issue 26 item 5), recognised before Next sees them:
 * pure functions over the method, target and headers.
 */

/** Longest `Next-Router-State-Tree` accepted (a real tree is a few hundred bytes to a few KB). */
export const MAX_ROUTER_STATE_TREE = 16 * 1024;
const MAX_TREE_DEPTH = 32;

const isSegment = (value: unknown): boolean =>
  typeof value === 'string' ||
  (Array.isArray(value) && value.length >= 3 && value.length <= 4 && value.every((part) => typeof part === 'string'));

/** Next's FlightRouterState: [segment, { [slot]: FlightRouterState }, url?, refresh?, isRootLayout?, …]. */
function isRouterState(value: unknown, depth: number): boolean {
  if (depth > MAX_TREE_DEPTH || !Array.isArray(value) || value.length < 2 || value.length > 8) return false;
  const [segment, slots, url, refresh] = value as unknown[];
  if (!isSegment(segment) || typeof slots !== 'object' || slots === null || Array.isArray(slots)) return false;
  if (url !== undefined && url !== null && typeof url !== 'string') return false;
  if (refresh !== undefined && refresh !== null && typeof refresh !== 'string') return false;
  return Object.values(slots as Record<string, unknown>).every((child) => isRouterState(child, depth + 1));
}

/** Whether a `Next-Router-State-Tree` header value is a tree Next can read (URI-encoded JSON of the shape above). */
export function isValidRouterStateTree(raw: string): boolean {
  if (raw.length > MAX_ROUTER_STATE_TREE) return false;
  try {
    return isRouterState(JSON.parse(decodeURIComponent(raw)) as unknown, 0);
  } catch {
    return false;
  }
}

export type RequestVerdict = { ok: true } | { ok: false; status: 400; message: string };

/**
 * The verdict on a request's target and Next.js router headers, and the header names to drop before Next reads them:
 * - a target that is not a path (`OPTIONS *`, `GET foo`) → 400 (absolute-form `http(s)://…` targets are left to Node);
 * - `RSC: 1` with a junk `Next-Router-State-Tree` → 400;
 * - `Next-Router-Prefetch` / segment-prefetch headers without `RSC: 1` are dropped: Next never answered such a request.
 */
export function checkRouterRequest(
  target: string,
  header: (name: string) => string | undefined,
): { verdict: RequestVerdict; drop: string[] } {
  if (!target.startsWith('/') && !/^https?:\/\//i.test(target))
    return { verdict: { ok: false, status: 400, message: 'The request target must be a path' }, drop: [] };
  const rsc = header('rsc');
  const tree = header('next-router-state-tree');
  if (tree !== undefined && !isValidRouterStateTree(tree))
    return { verdict: { ok: false, status: 400, message: 'Malformed Next-Router-State-Tree header' }, drop: [] };
  const drop = rsc === '1' ? [] : ['next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree'];
  return { verdict: { ok: true }, drop: drop.filter((name) => header(name) !== undefined) };
}

/** Response headers that say how the app routes and caches internally: never sent to a client (issue 26 item 5). */
export const INTERNAL_RESPONSE_HEADERS: readonly string[] = [
  'x-middleware-rewrite',
  'x-middleware-next',
  'x-middleware-set-cookie',
  'x-middleware-override-headers',
  'x-nextjs-cache',
  'x-nextjs-matched-path',
];
// Kept: `x-nextjs-stale-time`, `x-nextjs-postponed`, `x-nextjs-prerender` and `x-nextjs-rewritten-path`, which the
// client router reads from RSC answers.
