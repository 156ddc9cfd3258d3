import { isSiteKey, type SiteKey } from '../data/site-keys';
import { parseSiteHosts, splitHost } from './site-hosts';

/**
 * The site a request is for, from its Host header.
 * 1. A `SITE_HOSTS` entry matching the host (with its port, then without) wins.
 * 2. `<key>.localhost` (any port) is that site.
 * 3. localhost, 127.0.0.1, unknown, empty and malformed hosts are the main site.
 */
export function resolveSiteFromHost(host: string | null | undefined, siteHosts?: string | null): SiteKey {
  const parts = splitHost(host);
  if (!parts) return 'main';
  const entries = parseSiteHosts(siteHosts);
  const withPort = parts.port ? `${parts.hostname}:${parts.port}` : parts.hostname;
  const configured = entries.find((e) => e.host === withPort) ?? entries.find((e) => e.host === parts.hostname);
  if (configured) return configured.site;
  const local = /^([a-z]+)\.localhost$/.exec(parts.hostname);
  if (local && isSiteKey(local[1])) return local[1];
  return 'main';
}
