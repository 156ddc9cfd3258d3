// No `import 'server-only'`: imported by the instrumentation hook (node-request-hook.ts), which runs outside React's server layer (decision 0800).
/**
 * Static security headers on every response (issue 13 item 5). `next.config.ts` `headers()` sets them on what
 * Next routes; `instrumentation.ts` sets them before Next sees a request, so the answers Next gives before any
 * route (its `//` → `/` redirect, its own 400s) carry them too. The per-request CSP is set in proxy.ts.
 */
export const SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];
