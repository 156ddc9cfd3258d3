import { defineMessages, type NoMessageValues } from 'react-intl';

/** The values each message takes (react-intl checks them at every formatMessage call). */
type AccountMessageValues = {
  fundPasswordTitle: NoMessageValues;
  fundPasswordLabel: NoMessageValues;
  fundPasswordConfirm: NoMessageValues;
  fundPasswordCancel: NoMessageValues;
  fundPasswordForgot: NoMessageValues;
  fundPasswordTotp: NoMessageValues;
  close: NoMessageValues;
  show: NoMessageValues;
  frequencyTitle: NoMessageValues;
  frequencyLegend: NoMessageValues;
  frequencyOneHour: NoMessageValues;
  frequencyEveryTime: NoMessageValues;
  frequencyNever: NoMessageValues;
  frequencyTotpLabel: NoMessageValues;
  frequencyTotpHint: NoMessageValues;
  frequencySaved: NoMessageValues;
  frequencyFailedTitle: NoMessageValues;
  frequencyError: NoMessageValues;
  securityHeading: NoMessageValues;
  securityLoginRequired: NoMessageValues;
  securityLogin: NoMessageValues;
  securityFundPassword: NoMessageValues;
  securityFundPasswordSet: NoMessageValues;
  securityFundPasswordUnset: NoMessageValues;
  securityFundPasswordSetUp: NoMessageValues;
  securityFundPasswordReset: NoMessageValues;
  securityFrequency: NoMessageValues;
  securityFrequencyChange: NoMessageValues;
  securityTotp: NoMessageValues;
  securityTotpManage: NoMessageValues;
  securityPasskeys: NoMessageValues;
  securityPasskeysHint: NoMessageValues;
  securityPasskeysManage: NoMessageValues;
  securityDevices: NoMessageValues;
  securityAntiPhishing: NoMessageValues;
  securityAntiPhishingHint: NoMessageValues;
  securityDevicesHint: NoMessageValues;
  securityDevicesManage: NoMessageValues;
  securityKyc: NoMessageValues;
  securityKycLevel: { level: string | number };
  securityKycView: NoMessageValues;
  securitySubAccount: NoMessageValues;
  securitySubNormal: NoMessageValues;
  securitySubManaged: NoMessageValues;
  securitySubUnknown: NoMessageValues;
  securitySubBugs: NoMessageValues;
  securitySubAssetManagement: NoMessageValues;
  securityLoading: NoMessageValues;
  subGuardTitle: NoMessageValues;
  subGuardFallback: NoMessageValues;
  vipBadge: { level: string | number };
  navLabel: NoMessageValues;
  navAssets: NoMessageValues;
  navVerification: NoMessageValues;
  navSecurity: NoMessageValues;
  navFundpass: NoMessageValues;
  navTotp: NoMessageValues;
  navDevices: NoMessageValues;
  navCoupons: NoMessageValues;
  navTickets: NoMessageValues;
  navOverview: NoMessageValues;
  navDepositCrypto: NoMessageValues;
  navDepositFiat: NoMessageValues;
  navWithdraw: NoMessageValues;
  navNotifications: NoMessageValues;
  navSubAccounts: NoMessageValues;
  navBadgeNew: NoMessageValues;
  navBadgeHot: NoMessageValues;
  navFeeTier: { tier: number };
};

/** Every user-facing string of @exchange/account. Ids `account.<component>.<key>` (the side navigation's keep `web.accountNav.<key>`), English defaults. */
export const messages = defineMessages<AccountMessageValues>({
  // Fund-password modal (spec 01 §5)
  fundPasswordTitle: { id: 'account.fundPasswordModal.title', defaultMessage: 'Enter fund password' },
  fundPasswordLabel: { id: 'account.fundPasswordModal.label', defaultMessage: 'Fund password' },
  fundPasswordConfirm: { id: 'account.fundPasswordModal.confirm', defaultMessage: 'Confirm' },
  fundPasswordCancel: { id: 'account.fundPasswordModal.cancel', defaultMessage: 'Cancel' },
  fundPasswordForgot: { id: 'account.fundPasswordModal.forgot', defaultMessage: 'Forgot or not set? Set a fund password' },
  fundPasswordTotp: { id: 'account.fundPasswordModal.totp', defaultMessage: 'Two-factor authentication' },
  close: { id: 'account.dialog.close', defaultMessage: 'Close' },
  show: { id: 'account.password.show', defaultMessage: 'Show password' },
  // Frequency-change modal (spec 01 §5)
  frequencyTitle: { id: 'account.frequencyModal.title', defaultMessage: 'Fund password frequency' },
  frequencyLegend: { id: 'account.frequencyModal.legend', defaultMessage: 'Ask for the fund password when trading' },
  frequencyOneHour: { id: 'account.frequencyModal.oneHour', defaultMessage: 'Once an hour' },
  frequencyEveryTime: { id: 'account.frequencyModal.everyTime', defaultMessage: 'Every time' },
  frequencyNever: { id: 'account.frequencyModal.never', defaultMessage: 'Never' },
  frequencyTotpLabel: { id: 'account.frequencyModal.totpLabel', defaultMessage: '2FA code' },
  frequencyTotpHint: { id: 'account.frequencyModal.totpHint', defaultMessage: 'The 6-digit code from your authenticator app' },
  frequencySaved: { id: 'account.frequencyModal.saved', defaultMessage: 'Fund password frequency updated' },
  frequencyFailedTitle: { id: 'account.frequencyModal.failedTitle', defaultMessage: 'Not saved' },
  frequencyError: { id: 'account.frequencyModal.error', defaultMessage: 'Error' },
  // Security settings page
  securityHeading: { id: 'account.security.heading', defaultMessage: 'Security settings' },
  securityLoginRequired: { id: 'account.security.loginRequired', defaultMessage: 'Log in to see and change your security settings.' },
  securityLogin: { id: 'account.security.login', defaultMessage: 'Log in' },
  securityFundPassword: { id: 'account.security.fundPassword', defaultMessage: 'Fund password' },
  securityFundPasswordSet: { id: 'account.security.fundPasswordSet', defaultMessage: 'Set' },
  securityFundPasswordUnset: { id: 'account.security.fundPasswordUnset', defaultMessage: 'Not set' },
  securityFundPasswordSetUp: { id: 'account.security.fundPasswordSetUp', defaultMessage: 'Set up' },
  securityFundPasswordReset: { id: 'account.security.fundPasswordReset', defaultMessage: 'Reset' },
  securityFrequency: { id: 'account.security.frequency', defaultMessage: 'Fund password frequency' },
  securityFrequencyChange: { id: 'account.security.frequencyChange', defaultMessage: 'Change' },
  securityTotp: { id: 'account.security.totp', defaultMessage: 'Authenticator app (2FA)' },
  securityTotpManage: { id: 'account.security.totpManage', defaultMessage: 'Manage' },
  securityPasskeys: { id: 'account.security.passkeys', defaultMessage: 'Passkeys' },
  securityPasskeysHint: { id: 'account.security.passkeysHint', defaultMessage: 'Log in with your fingerprint, face or screen lock' },
  securityPasskeysManage: { id: 'account.security.passkeysManage', defaultMessage: 'Manage passkeys' },
  securityAntiPhishing: { id: 'account.security.antiPhishing', defaultMessage: 'Anti-phishing code' },
  securityAntiPhishingHint: { id: 'account.security.antiPhishingHint', defaultMessage: 'Shown on every e-mail from us' },
  securityDevices: { id: 'account.security.devices', defaultMessage: 'Devices and log-in history' },
  securityDevicesHint: { id: 'account.security.devicesHint', defaultMessage: 'See where you are signed in and sign others out' },
  securityDevicesManage: { id: 'account.security.devicesManage', defaultMessage: 'View devices' },
  securityKyc: { id: 'account.security.kyc', defaultMessage: 'Identity verification' },
  securityKycLevel: { id: 'account.security.kycLevel', defaultMessage: 'Level {level}' },
  securityKycView: { id: 'account.security.kycView', defaultMessage: 'View' },
  securitySubAccount: { id: 'account.security.subAccount', defaultMessage: 'Sub-account type' },
  securitySubNormal: { id: 'account.security.subNormal', defaultMessage: 'Normal sub-account' },
  securitySubManaged: { id: 'account.security.subManaged', defaultMessage: 'Managed sub-account' },
  securitySubUnknown: { id: 'account.security.subUnknown', defaultMessage: 'Sub-account' },
  securitySubBugs: { id: 'account.security.subBugs', defaultMessage: 'Bug bounty' },
  securitySubAssetManagement: { id: 'account.security.subAssetManagement', defaultMessage: 'Asset management' },
  securityLoading: { id: 'account.security.loading', defaultMessage: 'Loading…' },
  // Sub-account guard (spec 03 §8)
  subGuardTitle: { id: 'account.subGuard.title', defaultMessage: 'Not available for this sub-account' },
  subGuardFallback: { id: 'account.subGuard.fallback', defaultMessage: 'This page is not available for your account.' },
  // VIP badge (spec 02 §9)
  vipBadge: { id: 'account.vipBadge.label', defaultMessage: 'VIP {level}' },
  // The /myaccount side navigation (decision 1320). Its ids keep the `web.accountNav.` prefix they had in the app, so
  // every catalog keeps its translations.
  navLabel: { id: 'web.accountNav.label', defaultMessage: 'Account navigation' },
  navAssets: { id: 'web.accountNav.assets', defaultMessage: 'Assets' },
  navVerification: { id: 'web.accountNav.verification', defaultMessage: 'Identity verification' },
  navSecurity: { id: 'web.accountNav.security', defaultMessage: 'Security' },
  navFundpass: { id: 'web.accountNav.fundpass', defaultMessage: 'Fund password' },
  navTotp: { id: 'web.accountNav.totp', defaultMessage: 'Authenticator app' },
  navDevices: { id: 'web.accountNav.devices', defaultMessage: 'Devices' },
  navCoupons: { id: 'web.accountNav.coupons', defaultMessage: 'Coupons' },
  navTickets: { id: 'web.accountNav.tickets', defaultMessage: 'Support tickets' },
  navSubAccounts: { id: 'web.accountNav.subAccounts', defaultMessage: 'Sub-accounts' },
  // Decision 1946: the money pages under Assets, and the notification centre.
  navOverview: { id: 'account.nav.overview', defaultMessage: 'Overview' },
  navDepositCrypto: { id: 'account.nav.depositCrypto', defaultMessage: 'Deposit crypto' },
  navDepositFiat: { id: 'account.nav.depositFiat', defaultMessage: 'Deposit fiat' },
  navWithdraw: { id: 'account.nav.withdraw', defaultMessage: 'Withdraw' },
  navNotifications: { id: 'account.nav.notifications', defaultMessage: 'Notifications' },
  navBadgeNew: { id: 'web.accountNav.badgeNew', defaultMessage: 'New' },
  navBadgeHot: { id: 'web.accountNav.badgeHot', defaultMessage: 'Hot' },
  navFeeTier: { id: 'web.accountNav.feeTier', defaultMessage: 'Fee tier: VIP {tier}' },
});
