import { SITE_IDS } from '@exchange/site-config';

/**
 * Spec 02 §2: "Help-centre article links for KYC exist per sub-site (main and US) and differ for the native app.
 * Their addresses are not shown." The addresses (decision 1150): the help centre of each sub-site, the app's copy of
 * the article (no site chrome, opened in the web view) under `/app/`. Keyed by region id (spec 03 §3, site-config's SITE_IDS).
 */
export const KYC_HELP_LINKS = {
  [SITE_IDS.main]: {
    web: 'https://help.example-exchange.test/hc/articles/identity-verification',
    app: 'https://help.example-exchange.test/app/articles/identity-verification',
  },
  [SITE_IDS.us]: {
    web: 'https://help.us.example-exchange.test/hc/articles/identity-verification',
    app: 'https://help.us.example-exchange.test/app/articles/identity-verification',
  },
} as const satisfies Record<number, { web: string; app: string }>;

/** The KYC help-centre article for a sub-site (US has its own; every other sub-site uses main's), in or out of the app. */
export function kycHelpLink(subSiteId: number, inApp: boolean): string {
  const links = subSiteId === SITE_IDS.us ? KYC_HELP_LINKS[SITE_IDS.us] : KYC_HELP_LINKS[SITE_IDS.main];
  return inApp ? links.app : links.web;
}
