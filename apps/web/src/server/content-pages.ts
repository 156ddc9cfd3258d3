import 'server-only';
import { defineMessages, type MessageDescriptor } from '@formatjs/intl';
import { CONTENT_PAGE_PATHS, normalisePagePath } from './routing';

/**
 * Pages the chrome links to that are documents or information (footer, legal paths per region,
 * spec 03 §2). Each has a real heading and summary; their long-form text comes from the CMS later.
 */
export interface ContentPage {
  paths: readonly string[];
  title: MessageDescriptor;
  description: MessageDescriptor;
}

const m = defineMessages({
  aboutTitle: { id: 'web.content.about.title', defaultMessage: 'About us' },
  aboutBody: { id: 'web.content.about.body', defaultMessage: 'Who we are, where we are licensed, and how we keep your assets safe.' },
  agreementTitle: { id: 'web.content.agreement.title', defaultMessage: 'User Agreement' },
  agreementBody: { id: 'web.content.agreement.body', defaultMessage: 'The terms that apply when you use our services.' },
  privacyTitle: { id: 'web.content.privacy.title', defaultMessage: 'Privacy Policy' },
  privacyBody: { id: 'web.content.privacy.body', defaultMessage: 'What personal data we collect, why, and the choices you have.' },
  disclosuresTitle: { id: 'web.content.disclosures.title', defaultMessage: 'Disclosures' },
  disclosuresBody: {
    id: 'web.content.disclosures.body',
    defaultMessage: 'Risks of trading digital assets and other regulatory disclosures.',
  },
  cookiesTitle: { id: 'web.content.cookies.title', defaultMessage: 'Privacy and Cookie Policy' },
  cookiesBody: { id: 'web.content.cookies.body', defaultMessage: 'How we use cookies and process personal data.' },
  feesTitle: { id: 'web.content.fees.title', defaultMessage: 'Fees' },
  feesBody: { id: 'web.content.fees.body', defaultMessage: 'Trading, deposit and withdrawal fees by VIP tier.' },
  appTitle: { id: 'web.content.app.title', defaultMessage: 'Download the app' },
  appBody: { id: 'web.content.app.body', defaultMessage: 'Trade on the go with our apps for iOS and Android.' },
  contactsTitle: { id: 'web.content.contacts.title', defaultMessage: 'Contact us' },
  contactsBody: { id: 'web.content.contacts.body', defaultMessage: 'Reach our support and business teams.' },
  mediaTitle: { id: 'web.content.media.title', defaultMessage: 'Media kit' },
  mediaBody: { id: 'web.content.media.body', defaultMessage: 'Logos, brand guidelines and press contacts.' },
});

export const CONTENT_PAGES: readonly ContentPage[] = [
  { paths: CONTENT_PAGE_PATHS.about, title: m.aboutTitle, description: m.aboutBody },
  { paths: CONTENT_PAGE_PATHS.agreement, title: m.agreementTitle, description: m.agreementBody },
  { paths: CONTENT_PAGE_PATHS.privacy, title: m.privacyTitle, description: m.privacyBody },
  { paths: CONTENT_PAGE_PATHS.disclosures, title: m.disclosuresTitle, description: m.disclosuresBody },
  { paths: CONTENT_PAGE_PATHS.cookies, title: m.cookiesTitle, description: m.cookiesBody },
  { paths: CONTENT_PAGE_PATHS.fees, title: m.feesTitle, description: m.feesBody },
  { paths: CONTENT_PAGE_PATHS.app, title: m.appTitle, description: m.appBody },
  { paths: CONTENT_PAGE_PATHS.contacts, title: m.contactsTitle, description: m.contactsBody },
  { paths: CONTENT_PAGE_PATHS.media, title: m.mediaTitle, description: m.mediaBody },
];

/** The content page at a locale-stripped path, or null (404). */
export function matchContentPage(path: string): ContentPage | null {
  const normalised = normalisePagePath(path);
  return CONTENT_PAGES.find((p) => p.paths.includes(normalised)) ?? null;
}
