// The account domain's door (decision 0910): the layer and the security page the app mounts, the VIP badge hook
// for the header, the login-user-info skip rule for the app's prefetch, and the fund-password check and modal for
// fund operations in other screens (the chart's quick order), and the /myaccount side navigation (decision 1320).
export { AccountLayer } from './lib/layer/account-layer-lazy';
export type { AccountLayerProps } from './lib/layer/account-layer';
export { AccountNav } from './lib/components/account-nav/account-nav';
export type { AccountNavProps } from './lib/components/account-nav/account-nav';
export { AccountSecurityPage } from './lib/layer/security-page';
export {
  AntiPhishingPage,
  PasskeyManagerPage,
  PasswordChangeSection,
  SecurityDevicePage,
  TotpPage,
} from './lib/layer/security-centre-pages';
export type { SecurityCentrePageProps } from './lib/layer/security-centre-pages';
export type { AccountSecurityPageProps } from './lib/layer/security-page';
export { useNotificationBell } from './lib/layer/use-notification-bell';
export type { NotificationBell } from './lib/layer/use-notification-bell';
export { useVipBadge } from './lib/layer/use-vip-badge';
export type { VipBadge } from './lib/layer/use-vip-badge';
export { useFundPasswordCheck } from './lib/layer/use-fund-password-check';
export type { FundPasswordCheck } from './lib/layer/use-fund-password-check';
export { FundPasswordModal } from './lib/components/fund-password-modal/fund-password-modal';
export type { FundPasswordModalProps } from './lib/components/fund-password-modal/fund-password-modal';
export { needsFundPassword } from './lib/rules/fund-password';
export { shouldFetchUserInfo } from './lib/rules/should-fetch-user-info';
export { FundPasswordSetupPage, SubAccountManagePage } from './lib/layer/account-centre-pages';
export type { AccountCentrePageProps } from './lib/layer/account-centre-pages';
// The account's service pages (decisions 1931, 1932, 1934): support tickets, the notification centre, the coupon centre.
export { CouponCenterPage, NotificationsPage, TicketsPage } from './lib/layer/account-services-pages';
export type { AccountServicesPageProps } from './lib/layer/account-services-pages';
export { hasNotificationCentre } from './lib/rules/notification-centre';
