import { isSiteKey, type SiteKey } from '../data/site-keys';
import { SITE_TABLE } from '../data/site-table';
import { siteLink, type SiteLink } from './site-link';

export type FooterLinkId = 'about' | 'contacts' | 'download' | 'userAgreement' | 'rateStandards' | 'fees' | 'declaration';
export type FooterLink = SiteLink<FooterLinkId>;

export interface FooterLinkContext {
  isLoggedIn: boolean;
  /** The Turkey declaration status is "signed" (2). */
  declarationSigned: boolean;
}

/** Paths the spec does not show (decision 0102). */
export const FOOTER_PATHS = {
  about: '/about-us',
  contacts: '/page/contacts',
  download: '/mobileapp',
  fees: '/fee',
  declaration: '/myaccount/customer-declaration',
} as const;

/**
 * Footer link sets per site (spec 03 §2):
 * - main: about, download, user agreement, rate standards (testnet the same without download: it hides app download);
 * - Turkey: main's set without download; the declaration only for a logged-in user who has signed;
 * - Hong Kong: main's set, download points to the agreement document;
 * - EU, US, Japan (and UAE, Bahamas, Singapore): about or contacts, user agreement, fees;
 * - UK, AU: about and agreement from the site documents, fees.
 */
export function footerLinks(site: SiteKey, context: FooterLinkContext): FooterLink[] {
  const key: SiteKey = isSiteKey(site) ? site : 'main';
  const docs = SITE_TABLE[key].docs;
  const about = siteLink('about', docs.about ?? FOOTER_PATHS.about);
  const agreement = siteLink('userAgreement', docs.agreement ?? '/user-agreement');
  const rateStandards = siteLink('rateStandards', FOOTER_PATHS.fees);
  const fees = siteLink('fees', FOOTER_PATHS.fees);

  switch (key) {
    case 'main':
      return [about, siteLink('download', FOOTER_PATHS.download), agreement, rateStandards];
    case 'testnet':
      return [about, agreement, rateStandards];
    case 'tr': {
      const signed = context?.isLoggedIn === true && context?.declarationSigned === true;
      return [about, agreement, rateStandards, ...(signed ? [siteLink('declaration', FOOTER_PATHS.declaration)] : [])];
    }
    case 'hk':
      return [about, siteLink('download', docs.agreement ?? FOOTER_PATHS.download), agreement, rateStandards];
    case 'uk':
    case 'au':
      return [about, agreement, fees];
    default: {
      const aboutOrContacts = docs.about ? about : siteLink('contacts', FOOTER_PATHS.contacts);
      return [aboutOrContacts, agreement, fees];
    }
  }
}
