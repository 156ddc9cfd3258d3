import { AccountNav, hasNotificationCentre } from '@exchange/account';
import { isLoggedInFromCookies, parseCookieHeader } from '@exchange/api/server';
import { localizeHref, localizePath } from '@exchange/i18n';
import { regionSwitches } from '@exchange/site-config';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  AccountSecurityPage,
  AntiPhishingPage,
  AssetsOverview,
  CodeDepositView,
  CouponCenterPage,
  DepositView,
  FiatDepositView,
  FundPasswordSetupPage,
  KycUpgradeLayer,
  KycUpgradePage,
  NotificationsPage,
  PasskeyManagerPage,
  PasswordChangeSection,
  SecurityDevicePage,
  SubAccountManagePage,
  TicketsPage,
  TotpPage,
  WithdrawView,
} from '@/components/account-views';
import { PageShell } from '@/components/ui-client';
import { matchAccountPage } from '@/server/account-pages';
import { gatedPage } from '@/server/gated-page';
import { moneyLinks } from '@/server/money-links';
import { resolvePageParams } from '@/server/page-params';
import { getRequestContext } from '@/server/request-context';
import { getServerIntl } from '@/server/server-intl';
import { buildSiteContext } from '@/server/site-context';

interface PageProps {
  params: Promise<{ site: string; lang: string; slug: string[] }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const p = await params;
  const { locale } = resolvePageParams(p);
  const match = matchAccountPage(p.slug);
  if (!match) return {};
  const intl = await getServerIntl(locale);
  return {
    title: intl.formatMessage(match.page.title, match.params),
    description: intl.formatMessage(match.page.description, match.params),
    robots: { index: false },
  };
}

/** The /myaccount pages the specs link to: a real heading and description in the account layout. */
export default gatedPage<{ slug: string[] }>(async function AccountPage({ site, locale, params: p }) {
  const match = matchAccountPage(p.slug);
  if (!match) notFound();
  // 03 §3/§6 hiddenNotification (decision 1932): a site that hides notifications has no notification centre.
  if (match.page.pattern === 'notifications' && !hasNotificationCentre(regionSwitches(site))) notFound();
  const intl = await getServerIntl(locale);
  // One read of the request for the whole page: its login state and the site context some views need.
  const request = await getRequestContext();
  const isLoggedIn = isLoggedInFromCookies(parseCookieHeader(request.cookieHeader));
  const loginHref = localizePath(site, locale, '/login');
  const links = moneyLinks(site, locale);
  return (
    <PageShell
      title={intl.formatMessage(match.page.title, match.params)}
      description={intl.formatMessage(match.page.description, match.params)}
      sidebar={
        <AccountNav
          site={site}
          locale={locale}
          currentPath={localizePath(site, locale, `/myaccount/${p.slug.join('/')}`)}
          isLoggedIn={isLoggedIn}
        />
      }
    >
      {match.page.pattern === 'security' ? (
        <>
          <AccountSecurityPage site={site} locale={locale} isLoggedIn={isLoggedIn} loginHref={loginHref} />
          {/* Issue 23 item 5: change the login password. */}
          <PasswordChangeSection isLoggedIn={isLoggedIn} />
        </>
      ) : null}
      {match.page.pattern === 'totp' ? (
        // Issue 23 item 3: set up TOTP (QR code and key, confirmed by a code), or turn it off with a code.
        <TotpPage site={site} isLoggedIn={isLoggedIn} loginHref={loginHref} />
      ) : null}
      {match.page.pattern === 'security_device' ? (
        // Issue 23 item 5: sessions and devices with revocation, and the log-in history.
        <SecurityDevicePage site={site} isLoggedIn={isLoggedIn} loginHref={loginHref} />
      ) : null}
      {match.page.pattern === 'anti_phishing' ? (
        // Issue 23 item 5: the anti-phishing code shown in every e-mail (decision 1867).
        <AntiPhishingPage site={site} isLoggedIn={isLoggedIn} loginHref={loginHref} />
      ) : null}
      {match.page.pattern === 'fundpass_setup' ? (
        // Issue 23 item 1: set or change the fund password, confirmed by 2FA or a mailed code; its frequency (decision 1906).
        <FundPasswordSetupPage site={site} locale={locale} isLoggedIn={isLoggedIn} loginHref={loginHref} />
      ) : null}
      {match.page.pattern === 'sub-account-manage' ? (
        // Issue 23 item 5: a main account's sub-accounts: list, create, freeze (decision 1907).
        <SubAccountManagePage site={site} locale={locale} isLoggedIn={isLoggedIn} loginHref={loginHref} />
      ) : null}
      {match.page.pattern === 'passkey-manager' ? (
        // Issue 23 item 4: register, list, rename and remove passkeys (WebAuthn, decision 1865).
        <PasskeyManagerPage site={site} isLoggedIn={isLoggedIn} loginHref={loginHref} />
      ) : null}
      {match.page.pattern === 'kyc2' || match.page.pattern === 'kyc3_v1' ? (
        // Issue 23 item 6: the current level in words, the multi-step upgrade form, the review (decision 1866).
        <KycUpgradePage
          page={match.page.pattern === 'kyc2' ? 'kyc2' : 'kyc3'}
          isLoggedIn={isLoggedIn}
          loginHref={loginHref}
          hrefs={{
            kyc2: localizeHref({ site, locale, path: '/myaccount/kyc2' }),
            kyc3: localizeHref({ site, locale, path: '/myaccount/kyc3_v1' }),
          }}
        />
      ) : null}
      {match.page.pattern === 'kyc_home' ? (
        // Issue 11: "Upgrade KYC" opens the native KYC page inside the app, /myaccount/kyc2 on the web; the help article per site.
        <KycUpgradeLayer context={buildSiteContext(site, locale, request)} />
      ) : null}
      {match.page.pattern === 'deposit/:currency' ? (
        // Issue 22: networks, address + memo, QR code, deposit history.
        <DepositView
          currency={match.params['currency'] ?? 'USDT'}
          isLoggedIn={isLoggedIn}
          links={links}
          basePath={localizeHref({ site, locale, path: '/myaccount/deposit/' })}
        />
      ) : null}
      {match.page.pattern === 'deposit_gatecode' ? <CodeDepositView isLoggedIn={isLoggedIn} links={links} /> : null}
      {match.page.pattern === 'withdraw/:currency' ? (
        // Issue 22: address checks, address book, amount, fund password per frequency + 2FA, history with cancel.
        <WithdrawView
          currency={match.params['currency'] ?? 'USDT'}
          isLoggedIn={isLoggedIn}
          links={links}
          basePath={localizeHref({ site, locale, path: '/myaccount/withdraw/' })}
        />
      ) : null}
      {match.page.pattern === 'tickets' ? (
        // 01 §2 (decision 1931): the user's tickets, a new ticket, a ticket's thread and replies.
        <TicketsPage site={site} locale={locale} isLoggedIn={isLoggedIn} loginHref={loginHref} />
      ) : null}
      {match.page.pattern === 'notifications' ? (
        // 03 §3/§6 (decision 1932): system, activity and trade notifications with unread counts.
        <NotificationsPage site={site} locale={locale} isLoggedIn={isLoggedIn} loginHref={loginHref} />
      ) : null}
      {match.page.pattern === 'coupon_center' || match.page.pattern === 'profile/coupon_center' ? (
        // 03 §2 (decision 1934): available, used and expired coupons, and a code to redeem.
        <CouponCenterPage site={site} locale={locale} isLoggedIn={isLoggedIn} loginHref={loginHref} />
      ) : null}
      {match.page.pattern === 'deposit_fiat' ? (
        // 03 §2 (decision 1933): fiat and method for the user's site and KYC, amount, fee, payment, credit.
        <FiatDepositView
          site={site}
          isLoggedIn={isLoggedIn}
          links={links}
          assetsHref={localizeHref({ site, locale, path: '/myaccount/assets' })}
          cryptoDepositHref={localizeHref({ site, locale, path: '/myaccount/deposit/USDT' })}
        />
      ) : null}
      {match.page.pattern === 'assets' ? (
        // Issue 10: the wallet library's overview (total funds, hide balances, deposit entries).
        <AssetsOverview
          locale={locale}
          isLoggedIn={isLoggedIn}
          loginHref={loginHref}
          withdrawHref={localizeHref({ site, locale, path: '/myaccount/withdraw/USDT' })}
          // Issue 11: balances per account and the funds / master transfer micro-apps (decision 1121).
          transfer={{ site, theme: buildSiteContext(site, locale, request).theme }}
        />
      ) : null}
    </PageShell>
  );
});
