// No `import 'server-only'`: imported by proxy.ts (the proxy bundle is not a React server layer; decision 0800).
/**
 * The client's IP from `X-Forwarded-For` (decision 0812). Pure: no headers object, no env.
 *
 * Under `next start` the list ends with the socket address: `instrumentation.ts` appends it to every request
 * (Next itself only fills the header when the client sent none). Each trusted proxy in front of the app appends
 * the address it saw, so the client is the entry `trustedProxies` places left of the right end. Entries further
 * left were written by the client and are never read. Too few entries (a request that skipped a proxy): the
 * leftmost one, which a trusted hop wrote.
 */
export function clientIpFromForwardedFor(forwardedFor: string | null | undefined, trustedProxies: number): string {
  if (typeof forwardedFor !== 'string') return '';
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return '';
  const hops = Number.isInteger(trustedProxies) && trustedProxies > 0 ? trustedProxies : 0;
  const index = Math.max(0, entries.length - 1 - hops);
  return normaliseIp(entries[index] ?? '');
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:]+(:(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})?$/i;

/** An IPv4 or IPv6 address without port or brackets (`::ffff:1.2.3.4` → `1.2.3.4`); '' for anything else. */
export function normaliseIp(raw: string): string {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1] ?? '';
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  if (IPV4.test(value)) return value;
  const mapped = /^::ffff:([\d.]+)$/i.exec(value);
  if (mapped && IPV4.test(mapped[1] ?? '')) return mapped[1] ?? '';
  if (value.length <= 45 && value.includes(':') && IPV6.test(value) && (value.match(/::/g) ?? []).length <= 1) return value.toLowerCase();
  return '';
}

/** `TRUSTED_PROXY_COUNT`: a whole number 0–10; anything else (unset, negative, text) is 0, trusting no proxy. */
export function trustedProxyCount(raw: string | null | undefined): number {
  if (typeof raw !== 'string' || !/^\s*\d{1,2}\s*$/.test(raw)) return 0;
  const value = Number(raw);
  return value <= 10 ? value : 0;
}
