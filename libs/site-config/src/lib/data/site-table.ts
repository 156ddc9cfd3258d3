import type { AuthorizedLogin, SiteDocs, SiteFlags } from '../config/site-config.types';
import type { LocaleCode } from './locale-codes';
import type { SiteKey } from './site-keys';

/** What is fixed per site in code. Names, domains, hosts, addresses and ids come from `getSiteConfig` (env + fake defaults). */
export interface SiteStatic {
  defaultName: string;
  flags: SiteFlags;
  authorizedLogin: readonly AuthorizedLogin[];
  languages: readonly LocaleCode[];
  defaultCurrB: string;
  docs: SiteDocs;
  /** Spec 03 §2 "Legal document paths by region". */
  legalPaths: readonly string[];
  hasFbId: boolean;
  hasTradingViewExchange: boolean;
}

const OFF: SiteFlags = {
  chatroom: false,
  bigData: false,
  hiddenReferral: false,
  hiddenAppDownload: false,
  hiddenNotification: false,
  hiddenFooterSignup: false,
  hiddenThemeSwitch: false,
  hiddenLangAndRate: false,
};

/** Regulated regional sites: no referral, no app-download prompts, no notification centre, no footer sign-up CTA. */
const REGULATED: SiteFlags = {
  ...OFF,
  hiddenReferral: true,
  hiddenAppDownload: true,
  hiddenNotification: true,
  hiddenFooterSignup: true,
};

const SOCIAL_LOGIN: readonly AuthorizedLogin[] = ['google', 'metamask', 'apple'];

const MAIN_LANGUAGES: readonly LocaleCode[] = [
  'en',
  'zh',
  'tw',
  'vn',
  'es',
  'ru',
  'fr',
  'de',
  'pt',
  'th',
  'id',
  'tr',
  'ja',
  'ar',
  'uk',
  'br',
  'nl',
  'it',
];

const NO_DOCS: SiteDocs = {
  agreement: null,
  privacy_policy: null,
  risk_disclosure: null,
  licenses: null,
  about: null,
  important_notes: null,
};

const GLOBAL_DOCS: SiteDocs = { ...NO_DOCS, agreement: '/user-agreement', privacy_policy: '/privacy-policy', about: '/about-us' };

/** EU, HK, BS, SG and JP publish their legal documents as PDFs (spec 03 §2); paths are static files. */
const pdf = (site: SiteKey, name: string) => `/static/legal/${site}/${name}.pdf`;
const pdfDocs = (site: SiteKey, about: string | null, extra: Partial<SiteDocs> = {}): SiteDocs => ({
  agreement: pdf(site, 'user-agreement'),
  privacy_policy: pdf(site, 'privacy-policy'),
  risk_disclosure: pdf(site, 'risk-disclosure'),
  licenses: pdf(site, 'licenses'),
  about,
  important_notes: null,
  ...extra,
});
/** The legal paths of a PDF site: every PDF among its documents. */
const pdfPaths = (docs: SiteDocs): string[] => Object.values(docs).filter((v): v is string => typeof v === 'string' && v.endsWith('.pdf'));

const GLOBAL_LEGAL = ['/user-agreement', '/privacy-policy'];
const EU_DOCS = pdfDocs('eu', '/about-us');
const HK_DOCS = pdfDocs('hk', '/about-us');
const BS_DOCS = pdfDocs('bs', null);
const SG_DOCS = pdfDocs('sg', null);
const JP_DOCS = pdfDocs('jp', null, { important_notes: pdf('jp', 'important-notes') });

const base = {
  authorizedLogin: [] as readonly AuthorizedLogin[],
  defaultCurrB: 'usd',
  hasFbId: false,
  hasTradingViewExchange: false,
};

/** The per-site table (decision 0100 records every choice the spec leaves open). */
export const SITE_TABLE: Readonly<Record<SiteKey, SiteStatic>> = {
  main: {
    ...base,
    defaultName: 'Example Exchange',
    flags: { ...OFF, chatroom: true, bigData: true },
    authorizedLogin: SOCIAL_LOGIN,
    languages: MAIN_LANGUAGES,
    docs: GLOBAL_DOCS,
    legalPaths: GLOBAL_LEGAL,
    hasFbId: true,
  },
  tr: {
    ...base,
    defaultName: 'Example Exchange TR',
    flags: { ...OFF, bigData: true },
    authorizedLogin: ['gateio'],
    languages: ['tr', 'en'],
    defaultCurrB: 'try',
    docs: GLOBAL_DOCS,
    legalPaths: GLOBAL_LEGAL,
    hasFbId: true,
  },
  eu: {
    ...base,
    defaultName: 'Example Exchange EU',
    flags: REGULATED,
    languages: ['en', 'en-eu', 'it-eu'],
    docs: EU_DOCS,
    legalPaths: pdfPaths(EU_DOCS),
  },
  hk: {
    ...base,
    defaultName: 'Example Exchange HK',
    flags: { ...REGULATED, hiddenAppDownload: false },
    languages: ['en', 'tw'],
    docs: HK_DOCS,
    legalPaths: pdfPaths(HK_DOCS),
  },
  us: {
    ...base,
    defaultName: 'Example Exchange US',
    flags: { ...REGULATED, hiddenLangAndRate: true },
    languages: ['en', 'en-us'],
    docs: {
      ...NO_DOCS,
      agreement: '/legal/user-agreement',
      privacy_policy: '/legal/privacy-policy',
      risk_disclosure: '/legal/disclosures',
      about: '/about-us',
    },
    legalPaths: ['/legal/user-agreement', '/legal/privacy-policy', '/legal/disclosures'],
    hasTradingViewExchange: true,
  },
  bs: {
    ...base,
    defaultName: 'Example Exchange Bahamas',
    flags: { ...REGULATED, hiddenLangAndRate: true },
    languages: ['en'],
    docs: BS_DOCS,
    legalPaths: pdfPaths(BS_DOCS),
  },
  sg: {
    ...base,
    defaultName: 'Example Exchange SG',
    flags: REGULATED,
    languages: ['en', 'zh'],
    docs: SG_DOCS,
    legalPaths: pdfPaths(SG_DOCS),
  },
  uk: {
    ...base,
    defaultName: 'Example Exchange UK',
    flags: { ...REGULATED, hiddenLangAndRate: true },
    languages: ['en', 'en-uk'],
    docs: GLOBAL_DOCS,
    legalPaths: [...GLOBAL_LEGAL, '/page/contacts'],
    hasTradingViewExchange: true,
  },
  jp: {
    ...base,
    defaultName: 'Example Exchange Japan',
    flags: { ...REGULATED, hiddenThemeSwitch: true },
    languages: ['en', 'ja-jp', 'en-jp'],
    docs: JP_DOCS,
    legalPaths: pdfPaths(JP_DOCS),
    hasTradingViewExchange: true,
  },
  ae: {
    ...base,
    defaultName: 'Example Exchange UAE',
    flags: REGULATED,
    languages: ['en', 'ar-dubai', 'en-dubai'],
    docs: { ...NO_DOCS, agreement: '/user-agreement', privacy_policy: '/legal/privacy-and-cookie-policy' },
    legalPaths: ['/legal/privacy-and-cookie-policy'],
    hasTradingViewExchange: true,
  },
  testnet: {
    ...base,
    defaultName: 'Example Exchange Testnet',
    flags: { ...OFF, hiddenReferral: true, hiddenAppDownload: true, hiddenNotification: true, hiddenFooterSignup: true },
    authorizedLogin: SOCIAL_LOGIN,
    languages: MAIN_LANGUAGES.filter((code) => code !== 'nl' && code !== 'it'),
    docs: GLOBAL_DOCS,
    legalPaths: GLOBAL_LEGAL,
  },
  au: {
    ...base,
    defaultName: 'Example Exchange AU',
    flags: { ...REGULATED, hiddenLangAndRate: true },
    languages: ['en', 'en-au'],
    docs: GLOBAL_DOCS,
    legalPaths: GLOBAL_LEGAL,
    hasTradingViewExchange: true,
  },
};

/** The locales a site serves, default first (the same list as `SiteConfig.languages`, without reading env). */
export function siteLanguages(key: SiteKey): readonly LocaleCode[] {
  return (SITE_TABLE[key] ?? SITE_TABLE.main).languages;
}
