// No `import 'server-only'`: imported by proxy.ts (the proxy bundle is not a React server layer; decision 0800).
/** Headers the proxy adds to a page request for the server components to read. */
export const REQUEST_HEADERS = {
  nonce: 'x-nonce',
  site: 'x-site',
  locale: 'x-locale',
  pathname: 'x-pathname',
  search: 'x-search',
  origin: 'x-origin',
  /** The client IP the proxy resolved (decision 0812); `x-forwarded-for` is overwritten with the same value. */
  clientIp: 'x-real-ip',
} as const;

/**
 * Request headers only the app may set: whatever a client sends under these names is dropped by proxy.ts before
 * any route or page reads the request (decision 0812).
 */
export const CLIENT_FORBIDDEN_HEADERS: readonly string[] = [
  ...Object.values(REQUEST_HEADERS),
  'x-site-id',
  'x-client-ip',
  'x-exchange-internal',
  'content-security-policy',
  'content-security-policy-report-only',
];
