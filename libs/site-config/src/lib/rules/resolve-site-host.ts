import type { SiteEnv } from '../config/site-config.types';
import { isSiteKey, type SiteKey } from '../data/site-keys';
import { isLocalHostname, parseSiteHosts, splitHost } from './site-hosts';
import { siteOrigin } from './site-origin';

/** What a request's host means, from configuration only (decision 0812). */
export interface ResolvedSiteHost {
  site: SiteKey;
  /** The origin links, canonical, hreflang and the redirect allow-list use: always a configured one. */
  origin: string;
  /** False when the host was unknown and the main site's configured origin stands in for it. */
  known: boolean;
}

export interface ResolveSiteHostOptions {
  /** The `SITE_HOSTS` setting. */
  siteHosts?: string | null;
  /**
   * Accept local hosts (`localhost`, `<key>.localhost`, 127.0.0.1, [::1], any port) as their site with their
   * own `http://` origin: the defaults for the sandbox and development.
   */
  allowLocal: boolean;
  /** Env for the configured domain fallback (defaults to process.env). */
  env?: SiteEnv;
}

/**
 * The site and origin for a request's host:
 * 1. a `SITE_HOSTS` entry matching the host (with its port, then without): that site, the entry's origin;
 * 2. when `allowLocal`, a local host: `<key>.localhost` is that site, other local hosts main, origin
 *    `http://<host>[:port]` as requested;
 * 3. anything else (unknown, empty, malformed, injected): main, with the main site's configured origin
 *    (`siteOrigin('main')`), never the host the client sent.
 */
export function resolveSiteHost(host: string | null | undefined, options: ResolveSiteHostOptions): ResolvedSiteHost {
  const parts = splitHost(host);
  const fallback = (): ResolvedSiteHost => ({
    site: 'main',
    origin: siteOrigin('main', { siteHosts: options.siteHosts, ...(options.env ? { env: options.env } : {}) }),
    known: false,
  });
  if (!parts) return fallback();
  const entries = parseSiteHosts(options.siteHosts);
  const withPort = parts.port ? `${parts.hostname}:${parts.port}` : parts.hostname;
  const entry = entries.find((e) => e.host === withPort) ?? entries.find((e) => e.host === parts.hostname);
  if (entry) return { site: entry.site, origin: `${entry.protocol}//${entry.host}`, known: true };
  if (options.allowLocal && isLocalHostname(parts.hostname) && /^[a-z0-9.[\]:-]+$/.test(parts.hostname)) {
    const local = /^([a-z]+)\.localhost$/.exec(parts.hostname);
    if (local && !isSiteKey(local[1])) return fallback();
    if (parts.hostname.endsWith('.localhost') && !local) return fallback();
    const site: SiteKey = local && isSiteKey(local[1]) ? local[1] : 'main';
    return { site, origin: `http://${withPort}`, known: true };
  }
  return fallback();
}
