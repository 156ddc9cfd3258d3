import 'server-only';
import { defineMessages, type MessageDescriptor } from '@formatjs/intl';

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
  { paths: ['/about-us', '/about_us'], title: m.aboutTitle, description: m.aboutBody },
  { paths: ['/user-agreement', '/legal/user-agreement'], title: m.agreementTitle, description: m.agreementBody },
  { paths: ['/privacy-policy', '/legal/privacy-policy'], title: m.privacyTitle, description: m.privacyBody },
  { paths: ['/legal/disclosures'], title: m.disclosuresTitle, description: m.disclosuresBody },
  { paths: ['/legal/privacy-and-cookie-policy'], title: m.cookiesTitle, description: m.cookiesBody },
  { paths: ['/fee'], title: m.feesTitle, description: m.feesBody },
  { paths: ['/mobileapp', '/appdownload'], title: m.appTitle, description: m.appBody },
  { paths: ['/page/contacts'], title: m.contactsTitle, description: m.contactsBody },
  { paths: ['/media-kit'], title: m.mediaTitle, description: m.mediaBody },
];

/** The content page at a locale-stripped path, or null (404). */
export function matchContentPage(path: string): ContentPage | null {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return CONTENT_PAGES.find((p) => p.paths.includes(normalised)) ?? null;
}
