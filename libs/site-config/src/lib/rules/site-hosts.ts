import { isSiteKey, type SiteKey } from '../data/site-keys';

/** One `SITE_HOSTS` entry: a host (lower case, port kept if given) served as a site, with its scheme. */
export interface SiteHostEntry {
  host: string;
  site: SiteKey;
  protocol: 'http:' | 'https:';
}

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/**
 * Parses the `SITE_HOSTS` setting: comma-separated `host=site` pairs, e.g.
 * `exchange.example=main,us.exchange.example=us`. A host may carry a port and an `http://` or `https://`
 * scheme (default https). Malformed entries (no `=`, unknown site, bad host) are ignored.
 */
export function parseSiteHosts(siteHosts: string | null | undefined): SiteHostEntry[] {
  if (typeof siteHosts !== 'string') return [];
  const entries: SiteHostEntry[] = [];
  for (const raw of siteHosts.split(',')) {
    const at = raw.lastIndexOf('=');
    if (at <= 0) continue;
    const site = raw.slice(at + 1).trim();
    let host = raw.slice(0, at).trim().toLowerCase();
    let protocol: SiteHostEntry['protocol'] = 'https:';
    const scheme = /^(https?):\/\//.exec(host);
    if (scheme) {
      protocol = scheme[1] === 'http' ? 'http:' : 'https:';
      host = host.slice(scheme[0].length);
    }
    host = host.replace(/\/+$/, '');
    if (!isSiteKey(site) || !HOST.test(host)) continue;
    entries.push({ host, site, protocol });
  }
  return entries;
}

/** Lower-cases a Host header value and splits off the port; null for empty or malformed values. */
export function splitHost(host: string | null | undefined): { hostname: string; port: string } | null {
  if (typeof host !== 'string') return null;
  const value = host.trim().toLowerCase().replace(/\.$/, '');
  if (value === '') return null;
  const ipv6 = /^(\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/.exec(value);
  if (ipv6) return { hostname: ipv6[1] ?? '', port: ipv6[2] ?? '' };
  const match = /^([^:/\s]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return null;
  return { hostname: (match[1] ?? '').replace(/\.$/, ''), port: match[2] ?? '' };
}

/** True for hosts that mean "running locally": localhost, `*.localhost`, 127.0.0.1 and [::1]. */
export function isLocalHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
}
