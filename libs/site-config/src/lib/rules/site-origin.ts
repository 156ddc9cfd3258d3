import { getSiteConfig } from '../config/get-site-config';
import type { SiteEnv } from '../config/site-config.types';
import type { SiteKey } from '../data/site-keys';
import { isLocalHostname, parseSiteHosts, splitHost } from './site-hosts';

export interface SiteOriginOptions {
  /** The origin of the current request, e.g. `http://localhost:3000`. */
  requestOrigin?: string | null;
  /** The `SITE_HOSTS` setting. */
  siteHosts?: string | null;
  /** Env for the configured domain fallback (defaults to process.env). */
  env?: SiteEnv;
}

/**
 * The origin serving a site (Switch Site links, the US login host, hreflang):
 * 1. the first `SITE_HOSTS` entry for the site;
 * 2. running locally (request on localhost, `*.localhost` or 127.0.0.1): `http://<key>.localhost:<request port>`,
 *    `http://localhost:<port>` for main;
 * 3. otherwise `https://` + the site's configured `webSiteDomain`.
 */
export function siteOrigin(key: SiteKey, options: SiteOriginOptions = {}): string {
  const entry = parseSiteHosts(options.siteHosts).find((e) => e.site === key);
  if (entry) return `${entry.protocol}//${entry.host}`;

  const request = parseOrigin(options.requestOrigin);
  if (request && isLocalHostname(request.hostname)) {
    const host = key === 'main' ? 'localhost' : `${key}.localhost`;
    return `http://${host}${request.port ? `:${request.port}` : ''}`;
  }
  const config = options.env ? getSiteConfig(key, options.env) : getSiteConfig(key);
  return `https://${config.webSiteDomain}`;
}

function parseOrigin(origin: string | null | undefined) {
  if (typeof origin !== 'string' || origin.trim() === '') return null;
  try {
    return splitHost(new URL(origin).host);
  } catch {
    return null;
  }
}
