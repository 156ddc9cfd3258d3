import 'server-only';
import { localizeHref } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import type { MoneyLinks } from '@exchange/wallet';

/** The links the money pages (issue 22) send users to, localised for the page's site and language. */
export const moneyLinks = (site: SiteKey, locale: string): MoneyLinks => ({
  login: localizeHref({ site, locale, path: '/login' }),
  kyc: localizeHref({ site, locale, path: '/myaccount/kyc_home' }),
  tickets: localizeHref({ site, locale, path: '/myaccount/tickets' }),
  fundpass: localizeHref({ site, locale, path: '/myaccount/fundpass_setup' }),
  totp: localizeHref({ site, locale, path: '/myaccount/totp' }),
  withdraw: localizeHref({ site, locale, path: '/myaccount/withdraw/USDT' }),
});
