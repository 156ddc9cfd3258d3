'use client';
import dynamic from 'next/dynamic';

/*
 * The /myaccount catch-all's views, each loaded with the page that shows it (decision 1950). The catch-all serves 19
 * account, KYC and wallet pages from one route module: imported statically, every one of their client components was
 * in the first load of each of them (kyc_home carried the tickets, coupons, deposit and withdraw views). Rendered on
 * the server as before; the browser fetches only the chunk of the view the page rendered.
 */
export const AccountSecurityPage = dynamic(() =>
  import(/* webpackExports: ["AccountSecurityPage"] */ '@exchange/account').then((m) => m.AccountSecurityPage),
);
export const AntiPhishingPage = dynamic(() =>
  import(/* webpackExports: ["AntiPhishingPage"] */ '@exchange/account').then((m) => m.AntiPhishingPage),
);
export const CouponCenterPage = dynamic(() =>
  import(/* webpackExports: ["CouponCenterPage"] */ '@exchange/account').then((m) => m.CouponCenterPage),
);
export const FundPasswordSetupPage = dynamic(() =>
  import(/* webpackExports: ["FundPasswordSetupPage"] */ '@exchange/account').then((m) => m.FundPasswordSetupPage),
);
export const NotificationsPage = dynamic(() =>
  import(/* webpackExports: ["NotificationsPage"] */ '@exchange/account').then((m) => m.NotificationsPage),
);
export const PasskeyManagerPage = dynamic(() =>
  import(/* webpackExports: ["PasskeyManagerPage"] */ '@exchange/account').then((m) => m.PasskeyManagerPage),
);
export const PasswordChangeSection = dynamic(() =>
  import(/* webpackExports: ["PasswordChangeSection"] */ '@exchange/account').then((m) => m.PasswordChangeSection),
);
export const SecurityDevicePage = dynamic(() =>
  import(/* webpackExports: ["SecurityDevicePage"] */ '@exchange/account').then((m) => m.SecurityDevicePage),
);
export const SubAccountManagePage = dynamic(() =>
  import(/* webpackExports: ["SubAccountManagePage"] */ '@exchange/account').then((m) => m.SubAccountManagePage),
);
export const TicketsPage = dynamic(() => import(/* webpackExports: ["TicketsPage"] */ '@exchange/account').then((m) => m.TicketsPage));
export const TotpPage = dynamic(() => import(/* webpackExports: ["TotpPage"] */ '@exchange/account').then((m) => m.TotpPage));
export const KycUpgradeLayer = dynamic(() =>
  import(/* webpackExports: ["KycUpgradeLayer"] */ '@exchange/kyc').then((m) => m.KycUpgradeLayer),
);
export const KycUpgradePage = dynamic(() => import(/* webpackExports: ["KycUpgradePage"] */ '@exchange/kyc').then((m) => m.KycUpgradePage));
export const AssetsOverview = dynamic(() =>
  import(/* webpackExports: ["AssetsOverview"] */ '@exchange/wallet').then((m) => m.AssetsOverview),
);
export const CodeDepositView = dynamic(() =>
  import(/* webpackExports: ["CodeDepositView"] */ '@exchange/wallet').then((m) => m.CodeDepositView),
);
export const DepositView = dynamic(() => import(/* webpackExports: ["DepositView"] */ '@exchange/wallet').then((m) => m.DepositView));
export const FiatDepositView = dynamic(() =>
  import(/* webpackExports: ["FiatDepositView"] */ '@exchange/wallet').then((m) => m.FiatDepositView),
);
export const WithdrawView = dynamic(() => import(/* webpackExports: ["WithdrawView"] */ '@exchange/wallet').then((m) => m.WithdrawView));
