import type { LocaleCode } from '../data/locale-codes';
import type { SiteKey } from '../data/site-keys';

/** Third-party sign-in methods a site allows (spec 03 §3 authorizedLogin; `gateio` is the spec's method id). */
export type AuthorizedLogin = 'google' | 'metamask' | 'apple' | 'gateio';

/** Region switches (spec 03 §3 "Flags", §6 region-specific switches). */
export interface SiteFlags {
  chatroom: boolean;
  bigData: boolean;
  hiddenReferral: boolean;
  hiddenAppDownload: boolean;
  hiddenNotification: boolean;
  hiddenFooterSignup: boolean;
  hiddenThemeSwitch: boolean;
  hiddenLangAndRate: boolean;
}

/** A contact: display name and a `mailto:` url. */
export interface SiteContact {
  name: string;
  url: string;
}

/** Site documents: a path on the site, a static PDF path, or null where the site has none. */
export interface SiteDocs {
  agreement: string | null;
  privacy_policy: string | null;
  risk_disclosure: string | null;
  licenses: string | null;
  about: string | null;
  important_notes: string | null;
}

export interface ThirdAuthClientIds {
  google: string;
  apple: string;
  telegram: string;
}

/** "Website config per region" (spec 03 §3), every field, plus the site's locales and legal paths. */
export interface SiteConfig extends SiteFlags {
  id: number;
  key: SiteKey;
  name: string;
  webSiteDomain: string;
  ogSiteName: string;
  collectId: string;
  gtagId: string;
  /** Only some regions have one (decision 0100). */
  fbId?: string;
  logo: { light: string; dark: string };
  /** Realtime socket hosts. */
  ws: readonly string[];
  authorizedLogin: readonly AuthorizedLogin[];
  support: SiteContact;
  business: SiteContact;
  /** Two-factor issuer name. */
  totpName: string;
  /** Allowed origins (redirect targets, embedding). */
  anti: readonly string[];
  /**
   * Origins a server-provided image may load from (`SITE_<KEY>_IMAGE_ORIGINS`, https only; default
   * `https://static.<domain>`): `safeImageUrl` accepts these and site paths, and the CSP's `img-src` lists them.
   */
  imageOrigins: readonly string[];
  defaultLang: LocaleCode;
  /** Default fiat, lower case: `try` for Turkey. */
  defaultCurrB: string;
  docs: SiteDocs;
  thirdAuthClientId: ThirdAuthClientIds;
  /** Exchange name shown in the charting library; only US, UK, JP, UAE and AU have one. */
  tradingViewExchange: string | null;
  /** Every locale the site serves, default first; regional variants (en-us, ja-jp, ...) are the "region extras" (decision 0101). */
  languages: readonly LocaleCode[];
  /** Legal document paths (spec 03 §2 "Legal document paths by region"). */
  legalPaths: readonly string[];
}

/** An env-like object (process.env or a plain record in tests). */
export type SiteEnv = Readonly<Record<string, string | undefined>>;
