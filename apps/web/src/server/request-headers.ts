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

/**
 * Headers through which a client could claim an IP address (issue 26 item 3): CDN and proxy conventions
 * (`CF-Connecting-IP`, `True-Client-IP`, `Fastly-Client-IP`, `X-Cluster-Client-IP`, `X-Originating-IP`,
 * `Forwarded`, `X-Real-IP`, `X-Forwarded-For`, …). proxy.ts drops every one of them and sets `x-forwarded-for` /
 * `x-real-ip` to the address derived from `TRUSTED_PROXY_COUNT`; the exchange proxy never copies them upstream.
 */
export const CLIENT_IP_HEADERS: readonly string[] = [
  'cf-connecting-ip',
  'cf-connecting-ipv6',
  'cf-pseudo-ipv4',
  'true-client-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-originating-ip',
  'x-client-ip',
  'x-real-ip',
  'x-forwarded-for',
  'x-forwarded',
  'forwarded-for',
  'forwarded',
  'x-remote-ip',
  'x-remote-addr',
  'x-proxyuser-ip',
  'client-ip',
  'proxy-client-ip',
  'wl-proxy-client-ip',
  'x-true-ip',
  'x-appengine-user-ip',
  'x-azure-clientip',
  'x-azure-socketip',
  'x-envoy-external-address',
  'x-original-forwarded-for',
  'via',
];

/** Any other name that looks like one (`*-ip`, `*-ipv6`, `*client-ip*`, `*forwarded*`, `*-remote-addr*`). */
const CLIENT_IP_PATTERN = /(?:^|-)ip(?:v[46])?$|client-?ip|forwarded|remote-?addr|originating/;

/** Whether a request header name may carry a client-claimed IP address (lower- or mixed-case name). */
export const isClientIpHeader = (name: string): boolean => {
  const lower = name.toLowerCase();
  return CLIENT_IP_HEADERS.includes(lower) || CLIENT_IP_PATTERN.test(lower);
};

/** Ways a client could ask for another method than the one it sent (issue 26 item 6b): refused with 400. */
export const METHOD_OVERRIDE_HEADERS: readonly string[] = ['x-http-method-override', 'x-http-method', 'x-method-override'];
const METHOD_OVERRIDE_PARAMS: readonly string[] = ['_method', '__method', 'x-http-method-override'];

/** Whether the request carries a method override (header or query parameter, any case): a GET never becomes a POST. */
export const hasMethodOverride = (headers: Headers, search: URLSearchParams): boolean =>
  METHOD_OVERRIDE_HEADERS.some((name) => headers.has(name)) ||
  [...search.keys()].some((key) => METHOD_OVERRIDE_PARAMS.includes(key.toLowerCase()));
