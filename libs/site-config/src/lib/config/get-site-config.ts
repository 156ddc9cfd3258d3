import { SITE_IDS, type SiteKey } from '../data/site-keys';
import { SITE_TABLE } from '../data/site-table';
import type { SiteConfig, SiteContact, SiteEnv } from './site-config.types';

/** The process environment when there is one (Node, Next), else nothing (a browser bundle without `process`). */
export function defaultSiteEnv(): SiteEnv {
  return typeof process !== 'undefined' && process.env ? process.env : {};
}

/** Env variables read for a site, `<KEY>` being the upper-case site key (e.g. `SITE_UK_NAME`). */
export const SITE_ENV_FIELDS = [
  'NAME',
  'DOMAIN',
  'WS',
  'ANTI',
  'IMAGE_ORIGINS',
  'SUPPORT_EMAIL',
  'BUSINESS_EMAIL',
  'GTAG_ID',
  'COLLECT_ID',
  'FB_ID',
  'GOOGLE_CLIENT_ID',
  'APPLE_CLIENT_ID',
  'TELEGRAM_CLIENT_ID',
] as const;
export type SiteEnvField = (typeof SITE_ENV_FIELDS)[number];

export const siteEnvName = (key: SiteKey, field: SiteEnvField) => `SITE_${key.toUpperCase()}_${field}`;

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;
const EMAIL = /^[^\s@<>()",;:]+@[a-z0-9.-]+\.[a-z]{2,}$/i;
const TOKEN = /^[\w.:/@-]{1,200}$/;

const read = (env: SiteEnv, key: SiteKey, field: SiteEnvField): string | undefined => {
  const value = env[siteEnvName(key, field)];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Normalises an allowed-origin entry to `scheme://host[:port]`; a bare host means https. Null when malformed. */
export function normaliseOrigin(entry: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(entry) ? entry : `https://${entry}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

const defaultDomain = (key: SiteKey) => (key === 'main' ? 'www.example-exchange.test' : `${key}.example-exchange.test`);

/**
 * The full "Website config per region" of a site. Code holds what the spec fixes (ids, sign-in methods,
 * flags, documents, locales); names, domains, hosts, addresses and analytics ids come from `env`
 * (`SITE_<KEY>_<FIELD>`, see SITE_ENV_FIELDS) with clearly fake defaults. Malformed env values are ignored.
 */
export function getSiteConfig(key: SiteKey, env: SiteEnv = defaultSiteEnv()): SiteConfig {
  const site = SITE_TABLE[key] ?? SITE_TABLE.main;
  const siteKey: SiteKey = SITE_TABLE[key] ? key : 'main';
  const get = (field: SiteEnvField) => read(env, siteKey, field);
  const token = (field: SiteEnvField, fallback: string) => {
    const value = get(field);
    return value && TOKEN.test(value) ? value : fallback;
  };

  const name = get('NAME')?.slice(0, 120) ?? site.defaultName;
  const domainValue = get('DOMAIN')?.toLowerCase();
  const webSiteDomain = domainValue && HOST.test(domainValue) ? domainValue : defaultDomain(siteKey);
  const bareDomain = webSiteDomain.replace(/:\d+$/, '').replace(/^www\./, '');
  const ws = list(get('WS')).filter((host) => /^wss?:\/\/[^\s/]+/i.test(host));
  const anti = list(get('ANTI'))
    .map(normaliseOrigin)
    .filter((origin): origin is string => origin !== null);
  const imageOrigins = list(get('IMAGE_ORIGINS'))
    .map(normaliseOrigin)
    .filter((origin): origin is string => origin !== null && origin.startsWith('https://'));
  const email = (field: SiteEnvField, fallback: string) => {
    const value = get(field);
    return `mailto:${value && EMAIL.test(value) ? value : fallback}`;
  };
  const contact = (label: string, field: SiteEnvField, mailbox: string): SiteContact => ({
    name: `${name} ${label}`,
    url: email(field, `${mailbox}@${bareDomain}`),
  });
  const fbId = site.hasFbId ? token('FB_ID', `fb-example-${siteKey}`) : undefined;

  return {
    id: SITE_IDS[siteKey],
    key: siteKey,
    name,
    webSiteDomain,
    ogSiteName: name,
    collectId: token('COLLECT_ID', `collect-example-${siteKey}`),
    gtagId: token('GTAG_ID', `G-EXAMPLE-${siteKey.toUpperCase()}`),
    ...(fbId ? { fbId } : {}),
    logo: { light: `/static/site/${siteKey}/logo-light.svg`, dark: `/static/site/${siteKey}/logo-dark.svg` },
    ws: ws.length > 0 ? ws : [`wss://ws.${bareDomain}/v4/ws`],
    authorizedLogin: site.authorizedLogin,
    ...site.flags,
    support: contact('Support', 'SUPPORT_EMAIL', 'support'),
    business: contact('Business', 'BUSINESS_EMAIL', 'business'),
    totpName: name,
    anti: anti.length > 0 ? anti : [`https://${webSiteDomain}`],
    imageOrigins: imageOrigins.length > 0 ? imageOrigins : [`https://static.${bareDomain}`],
    defaultLang: siteKey === 'tr' ? 'tr' : 'en',
    defaultCurrB: site.defaultCurrB,
    docs: site.docs,
    thirdAuthClientId: {
      google: token('GOOGLE_CLIENT_ID', `google-client-${siteKey}.example.test`),
      apple: token('APPLE_CLIENT_ID', `test.example-exchange.${siteKey}.signin`),
      telegram: token('TELEGRAM_CLIENT_ID', `telegram-bot-${siteKey}-example`),
    },
    tradingViewExchange: site.hasTradingViewExchange ? name : null,
    languages: site.languages,
    legalPaths: site.legalPaths,
  };
}
