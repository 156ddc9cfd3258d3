import { localizeHref } from '@exchange/i18n';
import type { MicroAppProps, MicroAppTheme } from '@exchange/micro-app';
import { SITE_IDS, type SiteKey } from '@exchange/site-config';

export type TransferKind = 'funds' | 'master';

export interface TransferPropsInput {
  kind: TransferKind;
  site: SiteKey;
  locale: string;
  theme: MicroAppTheme;
  /** From the compliance check's limit (spec 01 §3: is_uk_limit, is_italy_limit); undefined while it loads. */
  limit: { is_uk_limit: boolean; is_italy_limit: boolean } | undefined;
  /** True when the host announces a finished transfer itself. */
  notificationProvider: boolean;
}

/**
 * The transfer micro-apps' properties (spec 02 §3): language, language prefix, theme, UK and Italy limit flags,
 * the notification-provider flag and, for the master transfer, `sub_website_id` (the site's region id, 03 §3).
 */
export function transferProps({ kind, site, locale, theme, limit, notificationProvider }: TransferPropsInput): MicroAppProps {
  return {
    locale,
    // The prefix the site's own links carry (spec 03 §2: /en-us on the US site, decision 1203).
    languagePrefix: localizeHref({ site, locale, path: '/x' }).slice(0, -2),
    theme,
    limitFlags: { ukLimit: limit?.is_uk_limit ?? false, italyLimit: limit?.is_italy_limit ?? false },
    extra: kind === 'master' ? { notificationProvider, subWebsiteId: SITE_IDS[site] } : { notificationProvider },
  };
}
