import 'server-only';
import { defineMessages, type MessageDescriptor } from '@formatjs/intl';

/**
 * The /myaccount routes the specs link to: a heading and description for each, above the page's own content (the
 * domain views the app's page mounts per pattern).
 */
export interface AccountPage {
  /** Path under /myaccount with `:param` placeholders. */
  pattern: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The spec clause that links here. */
  source: string;
}

const m = defineMessages({
  kycHomeTitle: { id: 'web.account.kycHome.title', defaultMessage: 'Identity verification' },
  kycHomeBody: {
    id: 'web.account.kycHome.body',
    defaultMessage: 'Verify your identity to raise your limits and unlock deposits, withdrawals and trading.',
  },
  kyc2Title: { id: 'web.account.kyc2.title', defaultMessage: 'Identity verification' },
  kyc2Body: {
    id: 'web.account.kyc2.body',
    defaultMessage: 'Raise your verification level with your personal details, an identity document and a selfie.',
  },
  kyc3Title: { id: 'web.account.kyc3.title', defaultMessage: 'Institutional verification' },
  kyc3Body: { id: 'web.account.kyc3.body', defaultMessage: 'Level 3 verification for higher limits.' },
  depositTitle: { id: 'web.account.deposit.title', defaultMessage: 'Deposit {currency}' },
  depositBody: { id: 'web.account.deposit.body', defaultMessage: 'Send {currency} to your deposit address on a supported network.' },
  gatecodeTitle: { id: 'web.account.gatecode.title', defaultMessage: 'Deposit with a code' },
  gatecodeBody: { id: 'web.account.gatecode.body', defaultMessage: 'Redeem a deposit code sent to you by another user.' },
  fiatTitle: { id: 'web.account.depositFiat.title', defaultMessage: 'Deposit fiat' },
  fiatBody: { id: 'web.account.depositFiat.body', defaultMessage: 'Fund your account in your local currency.' },
  withdrawTitle: { id: 'web.account.withdraw.title', defaultMessage: 'Withdraw {currency}' },
  withdrawBody: { id: 'web.account.withdraw.body', defaultMessage: 'Send {currency} from your account to an external address.' },
  fundpassTitle: { id: 'web.account.fundpass.title', defaultMessage: 'Fund password' },
  fundpassBody: {
    id: 'web.account.fundpass.body',
    defaultMessage: 'Set the password that protects withdrawals and other fund operations.',
  },
  totpTitle: { id: 'web.account.totp.title', defaultMessage: 'Authenticator app' },
  totpBody: { id: 'web.account.totp.body', defaultMessage: 'Bind an authenticator app for two-factor verification.' },
  ticketsTitle: { id: 'web.account.tickets.title', defaultMessage: 'Support tickets' },
  notificationsTitle: { id: 'web.account.notifications.title', defaultMessage: 'Notifications' },
  notificationsBody: {
    id: 'web.account.notifications.body',
    defaultMessage: 'Announcements and account messages for you appear here.',
  },
  ticketsBody: { id: 'web.account.tickets.body', defaultMessage: 'Create a ticket and follow your conversations with support.' },
  securityTitle: { id: 'web.account.security.title', defaultMessage: 'Security' },
  securityBody: {
    id: 'web.account.security.body',
    defaultMessage: 'Passwords, two-factor authentication, devices and anti-phishing code.',
  },
  devicesTitle: { id: 'web.account.securityDevice.title', defaultMessage: 'Devices and log-in history' },
  devicesBody: {
    id: 'web.account.securityDevice.body',
    defaultMessage: 'The devices signed in to your account. Sign out any you do not recognise.',
  },
  antiPhishingTitle: { id: 'web.account.antiPhishing.title', defaultMessage: 'Anti-phishing code' },
  antiPhishingBody: {
    id: 'web.account.antiPhishing.body',
    defaultMessage: 'A code of your own on every e-mail from us, so you can tell real ones from fakes.',
  },
  passkeysTitle: { id: 'web.account.passkeyManager.title', defaultMessage: 'Passkeys' },
  passkeysBody: {
    id: 'web.account.passkeyManager.body',
    defaultMessage: 'Log in with your fingerprint, face or screen lock instead of a password.',
  },
  assetsTitle: { id: 'web.account.assets.title', defaultMessage: 'Assets' },
  assetsBody: { id: 'web.account.assets.body', defaultMessage: 'Your total funds, deposits and withdrawals.' },
  subAccountsTitle: { id: 'web.account.subAccounts.title', defaultMessage: 'Sub-accounts' },
  subAccountsBody: {
    id: 'web.account.subAccounts.body',
    defaultMessage: 'Create sub-accounts for separate strategies or asset managers, and freeze them when you need to.',
  },
  couponTitle: { id: 'web.account.coupons.title', defaultMessage: 'Coupon center' },
  couponBody: { id: 'web.account.coupons.body', defaultMessage: 'Your vouchers and rewards.' },
});

export const ACCOUNT_PAGES: readonly AccountPage[] = [
  { pattern: 'assets', title: m.assetsTitle, description: m.assetsBody, source: 'issue 10; 03 §8 total funds' },
  { pattern: 'kyc_home', title: m.kycHomeTitle, description: m.kycHomeBody, source: '02 §2 Routes' },
  { pattern: 'kyc2', title: m.kyc2Title, description: m.kyc2Body, source: '02 §2 Routes' },
  { pattern: 'kyc3_v1', title: m.kyc3Title, description: m.kyc3Body, source: '03 §2 Routes' },
  { pattern: 'deposit/:currency', title: m.depositTitle, description: m.depositBody, source: '02 §2 Routes' },
  { pattern: 'deposit_gatecode', title: m.gatecodeTitle, description: m.gatecodeBody, source: '01 §2 drawer' },
  { pattern: 'deposit_fiat', title: m.fiatTitle, description: m.fiatBody, source: '03 §2 Routes' },
  { pattern: 'withdraw/:currency', title: m.withdrawTitle, description: m.withdrawBody, source: '01 §2 Other routes' },
  { pattern: 'fundpass_setup', title: m.fundpassTitle, description: m.fundpassBody, source: '01 §2 Other routes' },
  { pattern: 'totp', title: m.totpTitle, description: m.totpBody, source: '01 §2 Other routes' },
  { pattern: 'tickets', title: m.ticketsTitle, description: m.ticketsBody, source: '01 §2 Other routes' },
  { pattern: 'notifications', title: m.notificationsTitle, description: m.notificationsBody, source: '03 §3/§6 hiddenNotification' },
  { pattern: 'security_device', title: m.devicesTitle, description: m.devicesBody, source: '01 §1 security_device; issue 23 item 5' },
  { pattern: 'anti_phishing', title: m.antiPhishingTitle, description: m.antiPhishingBody, source: 'issue 23 item 5' },
  {
    pattern: 'sub-account-manage',
    title: m.subAccountsTitle,
    description: m.subAccountsBody,
    source: '01 §1 sub-account-manage; issue 23 item 5',
  },
  { pattern: 'passkey-manager', title: m.passkeysTitle, description: m.passkeysBody, source: '01 §1 passkey-manager; issue 23 item 4' },
  { pattern: 'security', title: m.securityTitle, description: m.securityBody, source: '03 §2 Routes' },
  { pattern: 'profile/coupon_center', title: m.couponTitle, description: m.couponBody, source: '03 §2 Routes' },
  { pattern: 'coupon_center', title: m.couponTitle, description: m.couponBody, source: '03 §2 Routes' },
];

const CURRENCY = /^[A-Z0-9]{2,12}$/;

/** Match /myaccount/<slug...> to a page; returns its params, or null (404). Currencies default to USDT. */
export function matchAccountPage(slug: readonly string[]): { page: AccountPage; params: Record<string, string> } | null {
  for (const page of ACCOUNT_PAGES) {
    const parts = page.pattern.split('/');
    const params: Record<string, string> = {};
    const optionalCurrency = parts.at(-1) === ':currency' && slug.length === parts.length - 1;
    if (slug.length !== parts.length && !optionalCurrency) continue;
    const ok = parts.every((part, i) => {
      const value = slug[i];
      if (part === ':currency') {
        const currency = (value ?? 'USDT').toUpperCase();
        if (!CURRENCY.test(currency)) return false;
        params['currency'] = currency;
        return true;
      }
      return value === part;
    });
    if (ok) return { page, params };
  }
  return null;
}
