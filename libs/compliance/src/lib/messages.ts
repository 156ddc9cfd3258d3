import { defineMessages } from '@formatjs/intl';
import type { NoMessageValues } from 'react-intl';

/** The values of the messages with placeholders (react-intl checks them at every formatMessage call). */
type RegionSwitchValues = {
  title: { site: string };
  toRegion: { region: string; site: string };
  toMain: { region: string; site: string };
  switchSite: NoMessageValues;
  stay: NoMessageValues;
};

type NoticeValues = {
  [
    K in
      | 'prohibitedTitle'
      | 'prohibitedBody'
      | 'ukTitle'
      | 'ukModalTitle'
      | 'restrictedTitle'
      | 'restrictedVisitorBody'
      | 'restrictedUserBody'
      | 'conflictTitle'
      | 'conflictKycCountryBody'
      | 'conflictSiteBody'
      | 'onlyWithdrawTitle'
      | 'onlyWithdrawBody'
      | 'createTicket'
      | 'ipLimitTitle'
      | 'hkTitle'
      | 'hkBody'
      | 'uzbekistanTitle'
      | 'brazilTitle'
      | 'brazilBody'
      | 'ltwTitle'
      | 'ltwBody'
  ]: NoMessageValues;
} & {
  ukBody: { date: string };
  ukModalBody: { date: string };
  ipLimitBody: { country: string };
  uzbekistanUpcomingBody: { deadline: string };
  uzbekistanEndedBody: { deadline: string };
};

/** Labels the dialog shell and every dialog share (the spec's labels verbatim). */
export const commonMessages = defineMessages({
  gotIt: { id: 'compliance.complianceDialog.gotIt', defaultMessage: 'I Got it' },
  acknowledge: { id: 'compliance.complianceDialog.acknowledge', defaultMessage: 'I Acknowledge' },
  close: { id: 'compliance.complianceDialog.close', defaultMessage: 'Close' },
  cancel: { id: 'compliance.complianceDialog.cancel', defaultMessage: 'Cancel' },
  ok: { id: 'compliance.complianceDialog.ok', defaultMessage: 'OK' },
});

export const regionSwitchMessages = defineMessages<RegionSwitchValues>({
  title: { id: 'compliance.regionSwitchPrompt.title', defaultMessage: 'Switch to the {site}?' },
  toRegion: {
    id: 'compliance.regionSwitchPrompt.toRegion',
    defaultMessage:
      'It looks like you are visiting from {region}. The {site} serves users there, with the products and protections that apply in your region.',
  },
  toMain: {
    id: 'compliance.regionSwitchPrompt.toMain',
    defaultMessage: 'It looks like you are visiting from outside {region}. The {site} serves users in your region.',
  },
  switchSite: { id: 'compliance.regionSwitchPrompt.switchSite', defaultMessage: 'Switch Site' },
  stay: { id: 'compliance.regionSwitchPrompt.stay', defaultMessage: 'Stay here' },
});

/** Site names used in prompts. */
export const siteNameMessages = defineMessages({
  main: { id: 'compliance.regionSwitchPrompt.siteMain', defaultMessage: 'Global site' },
  eu: { id: 'compliance.regionSwitchPrompt.siteEu', defaultMessage: 'EU site' },
  us: { id: 'compliance.regionSwitchPrompt.siteUs', defaultMessage: 'US site' },
  uk: { id: 'compliance.regionSwitchPrompt.siteUk', defaultMessage: 'UK site' },
  au: { id: 'compliance.regionSwitchPrompt.siteAu', defaultMessage: 'Australia site' },
  jp: { id: 'compliance.regionSwitchPrompt.siteJp', defaultMessage: 'Japan site' },
  ae: { id: 'compliance.regionSwitchPrompt.siteAe', defaultMessage: 'UAE site' },
  other: { id: 'compliance.regionSwitchPrompt.siteOther', defaultMessage: 'regional site' },
});

/** Region names, by the site that serves them. */
export const regionNameMessages = defineMessages({
  eu: { id: 'compliance.regionSwitchPrompt.regionEu', defaultMessage: 'the European Economic Area' },
  us: { id: 'compliance.regionSwitchPrompt.regionUs', defaultMessage: 'the United States' },
  uk: { id: 'compliance.regionSwitchPrompt.regionUk', defaultMessage: 'the United Kingdom' },
  au: { id: 'compliance.regionSwitchPrompt.regionAu', defaultMessage: 'Australia' },
  jp: { id: 'compliance.regionSwitchPrompt.regionJp', defaultMessage: 'Japan' },
  ae: { id: 'compliance.regionSwitchPrompt.regionAe', defaultMessage: 'the United Arab Emirates' },
  other: { id: 'compliance.regionSwitchPrompt.regionOther', defaultMessage: 'this region' },
});

export const noticeMessages = defineMessages<NoticeValues>({
  prohibitedTitle: { id: 'compliance.complianceNoticeDialog.prohibitedTitle', defaultMessage: 'Notice' },
  prohibitedBody: {
    id: 'compliance.complianceNoticeDialog.prohibitedBody',
    defaultMessage:
      'Our services are not available in prohibited countries and regions, including the United States, Canada, Cambodia, Thailand, Cuba, Iran and North Korea.',
  },
  ukTitle: { id: 'compliance.complianceNoticeDialog.ukTitle', defaultMessage: 'Notice for UK users' },
  ukBody: {
    id: 'compliance.complianceNoticeDialog.ukBody',
    defaultMessage: 'From {date}, our services are not open to UK consumers. You can still log in and withdraw your assets.',
  },
  ukModalTitle: { id: 'compliance.complianceNoticeDialog.ukModalTitle', defaultMessage: 'Important notice for UK users' },
  ukModalBody: {
    id: 'compliance.complianceNoticeDialog.ukModalBody',
    defaultMessage:
      'From {date}, our services are not open to UK consumers, in any language. You can still log in and withdraw your assets, or use our UK site.',
  },
  restrictedTitle: { id: 'compliance.complianceNoticeDialog.restrictedTitle', defaultMessage: 'Restricted location' },
  restrictedVisitorBody: {
    id: 'compliance.complianceNoticeDialog.restrictedVisitorBody',
    defaultMessage:
      'You are visiting from a restricted location. Please sign up or log in, and complete identity verification to use our services.',
  },
  restrictedUserBody: {
    id: 'compliance.complianceNoticeDialog.restrictedUserBody',
    defaultMessage: 'You are visiting from a restricted location. Please complete identity verification to continue using our services.',
  },
  conflictTitle: { id: 'compliance.complianceNoticeDialog.conflictTitle', defaultMessage: 'Account notice' },
  conflictKycCountryBody: {
    id: 'compliance.complianceNoticeDialog.conflictKycCountryBody',
    defaultMessage:
      'The country of your identity verification does not match where you are now. Some services may be limited until this is resolved.',
  },
  conflictSiteBody: {
    id: 'compliance.complianceNoticeDialog.conflictSiteBody',
    defaultMessage: 'Your account is held by another of our regional platforms. Please log in on the platform that holds your account.',
  },
  onlyWithdrawTitle: { id: 'compliance.complianceNoticeDialog.onlyWithdrawTitle', defaultMessage: 'Withdrawals only' },
  onlyWithdrawBody: {
    id: 'compliance.complianceNoticeDialog.onlyWithdrawBody',
    defaultMessage:
      'Your account can only withdraw assets; trading and deposits are unavailable. If you have questions, create a support ticket.',
  },
  createTicket: { id: 'compliance.complianceNoticeDialog.createTicket', defaultMessage: 'Create Ticket' },
  ipLimitTitle: { id: 'compliance.complianceNoticeDialog.ipLimitTitle', defaultMessage: 'IP restriction' },
  ipLimitBody: {
    id: 'compliance.complianceNoticeDialog.ipLimitBody',
    defaultMessage:
      'Some services are not available from IP addresses in {country, select, nl {the Netherlands} it {Italy} other {your region}} because of local registration requirements.',
  },
  hkTitle: { id: 'compliance.complianceNoticeDialog.hkTitle', defaultMessage: 'Notice for Hong Kong users' },
  hkBody: {
    id: 'compliance.complianceNoticeDialog.hkBody',
    defaultMessage:
      'Under Hong Kong regulations, some products are not available to users in Hong Kong. Please use our Hong Kong platform for regulated services.',
  },
  uzbekistanTitle: { id: 'compliance.complianceNoticeDialog.uzbekistanTitle', defaultMessage: 'Notice for users in Uzbekistan' },
  uzbekistanUpcomingBody: {
    id: 'compliance.complianceNoticeDialog.uzbekistanUpcomingBody',
    defaultMessage:
      'In line with local regulations, our services for users in Uzbekistan end on {deadline} (UTC). Please withdraw your assets before then.',
  },
  uzbekistanEndedBody: {
    id: 'compliance.complianceNoticeDialog.uzbekistanEndedBody',
    defaultMessage:
      'In line with local regulations, our services for users in Uzbekistan ended on {deadline} (UTC). You can still withdraw your assets.',
  },
  brazilTitle: { id: 'compliance.complianceNoticeDialog.brazilTitle', defaultMessage: 'Notice for users in Brazil' },
  brazilBody: {
    id: 'compliance.complianceNoticeDialog.brazilBody',
    defaultMessage:
      'To comply with regulations in Brazil, some services for users in Brazil are changing. Please read our announcements for details.',
  },
  ltwTitle: { id: 'compliance.complianceNoticeDialog.ltwTitle', defaultMessage: 'Service notice' },
  ltwBody: {
    id: 'compliance.complianceNoticeDialog.ltwBody',
    defaultMessage: 'Services in your region are changing to comply with local regulations. Please read our announcements for details.',
  },
});

export const tipsModalMessages = defineMessages({
  title: { id: 'compliance.complianceTipsModal.title', defaultMessage: 'Notice' },
});

export const businessNoticeMessages = defineMessages({
  label: { id: 'compliance.businessComplianceNotice.label', defaultMessage: 'Compliance notice' },
});

export const footerTipsMessages = defineMessages({
  label: { id: 'compliance.footerTips.label', defaultMessage: 'Compliance information' },
});

export const agreementMessages = defineMessages({
  title: { id: 'compliance.userAgreementModal.title', defaultMessage: 'User Agreement' },
  submit: { id: 'compliance.userAgreementModal.submit', defaultMessage: 'I Agree' },
  error: { id: 'compliance.userAgreementModal.error', defaultMessage: 'Something went wrong. Please try again.' },
});

export const declarationMessages = defineMessages({
  title: { id: 'compliance.turkeyDeclarationModal.title', defaultMessage: 'Customer Understanding Declaration' },
  body: {
    id: 'compliance.turkeyDeclarationModal.body',
    defaultMessage:
      'Before you continue, please confirm that you understand the risks of crypto-asset trading, that prices can fall as well as rise, and that you may lose all of the assets you invest.',
  },
  checkbox: { id: 'compliance.turkeyDeclarationModal.checkbox', defaultMessage: 'I have read and understood the declaration.' },
  confirm: { id: 'compliance.turkeyDeclarationModal.confirm', defaultMessage: 'Confirm' },
  error: {
    id: 'compliance.turkeyDeclarationModal.error',
    defaultMessage: 'Your declaration could not be submitted. Please try again.',
  },
});

/** The /myaccount/customer-declaration page (issue 14 item 3): the declaration's status for a logged-in Turkey user. */
export const declarationPageMessages = defineMessages({
  statusLabel: { id: 'compliance.customerDeclaration.statusLabel', defaultMessage: 'Declaration status' },
  loading: { id: 'compliance.customerDeclaration.loading', defaultMessage: 'Checking your declaration…' },
  signed: { id: 'compliance.customerDeclaration.signed', defaultMessage: 'You have signed the Customer Understanding Declaration.' },
  needSign: {
    id: 'compliance.customerDeclaration.needSign',
    defaultMessage: 'You have not signed the declaration yet. Read it and confirm it in the dialog.',
  },
});

export const coolingDownMessages = defineMessages({
  title: { id: 'compliance.coolingDownReminder.title', defaultMessage: 'Notice' },
});

export const ipCheckMessages = defineMessages({
  upgradeTitle: { id: 'compliance.ipCheckModals.upgradeTitle', defaultMessage: 'Verify your identity' },
  upgradeBody: {
    id: 'compliance.ipCheckModals.upgradeBody',
    defaultMessage: 'To keep using our services from your current location, please upgrade your identity verification.',
  },
  upgradeButton: { id: 'compliance.ipCheckModals.upgradeButton', defaultMessage: 'Upgrade Now' },
  later: { id: 'compliance.ipCheckModals.later', defaultMessage: 'Later' },
  vpnTitle: { id: 'compliance.ipCheckModals.vpnTitle', defaultMessage: 'VPN or proxy detected' },
  vpnBody: {
    id: 'compliance.ipCheckModals.vpnBody',
    defaultMessage: 'It looks like you are using a VPN or proxy. Please turn it off and reload the page, or verify your identity instead.',
  },
  vpnAccept: { id: 'compliance.ipCheckModals.vpnAccept', defaultMessage: 'Reload' },
  detectionTitle: { id: 'compliance.ipCheckModals.detectionTitle', defaultMessage: 'Access restricted' },
  detectionBody: {
    id: 'compliance.ipCheckModals.detectionBody',
    defaultMessage: 'We cannot offer our services at your current location. If you think this is a mistake, please contact support.',
  },
});

export const euUpcomingMessages = defineMessages({
  title: { id: 'compliance.euUpcomingFeatureModal.title', defaultMessage: 'Stay tuned!' },
  body: { id: 'compliance.euUpcomingFeatureModal.body', defaultMessage: 'This feature is upcoming' },
});

export const stateTipsMessages = defineMessages({
  title: { id: 'compliance.stateComplianceTips.title', defaultMessage: 'Not available in your region' },
  body: {
    id: 'compliance.stateComplianceTips.body',
    defaultMessage:
      'Because of regulatory requirements, this page or feature is not available in your country or region. You can still log in, manage your account and withdraw your assets.',
  },
  home: { id: 'compliance.stateComplianceTips.home', defaultMessage: 'Back to Home' },
  login: { id: 'compliance.stateComplianceTips.login', defaultMessage: 'Log In' },
  documents: { id: 'compliance.stateComplianceTips.documents', defaultMessage: 'Legal documents' },
  agreement: { id: 'compliance.stateComplianceTips.agreement', defaultMessage: 'User Agreement' },
  privacy_policy: { id: 'compliance.stateComplianceTips.privacyPolicy', defaultMessage: 'Privacy Policy' },
  risk_disclosure: { id: 'compliance.stateComplianceTips.riskDisclosure', defaultMessage: 'Risk Disclosure' },
  licenses: { id: 'compliance.stateComplianceTips.licenses', defaultMessage: 'Licenses' },
  important_notes: { id: 'compliance.stateComplianceTips.importantNotes', defaultMessage: 'Important Notes' },
  contacts: { id: 'compliance.stateComplianceTips.contacts', defaultMessage: 'Contact Us' },
});
