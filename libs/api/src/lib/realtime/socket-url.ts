/** A socket URL as the browser needs it: a path (`/_sandbox/realtime`) is resolved against the page's origin. */
export function resolveSocketUrl(url: string, base: string | undefined = globalThis.location?.href): string {
  if (/^wss?:\/\//i.test(url) || base === undefined) return url;
  const resolved = new URL(url, base);
  resolved.protocol = resolved.protocol === 'https:' ? 'wss:' : 'ws:';
  return resolved.toString();
}
