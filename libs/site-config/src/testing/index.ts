import { getSiteConfig } from '../lib/config/get-site-config';
import type { SiteConfig, SiteEnv } from '../lib/config/site-config.types';
import type { SiteKey } from '../lib/data/site-keys';

/** A `SITE_HOSTS` value for tests and stories: two production-like hosts and a port-specific one. */
export const TEST_SITE_HOSTS = 'exchange.example=main,us.exchange.example=us,tr.exchange.example=tr,http://uk.exchange.example:8080=uk';

/** An empty environment: every site gets its fake defaults, whatever the machine's process.env holds. */
export const EMPTY_SITE_ENV: SiteEnv = Object.freeze({});

/** A site's config with the fake defaults (not process.env), optionally overridden. */
export function siteConfigFixture(key: SiteKey = 'main', overrides: Partial<SiteConfig> = {}): SiteConfig {
  return { ...getSiteConfig(key, EMPTY_SITE_ENV), ...overrides };
}
