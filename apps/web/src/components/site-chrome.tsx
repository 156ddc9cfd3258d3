'use client';
import { AccountLayer, useNotificationBell, useVipBadge } from '@exchange/account';
import { AnalyticsConsentToggle, AnalyticsEventLog, AnalyticsProvider } from '@exchange/analytics';
import { useLogout } from '@exchange/api';
import { ChatroomLayer } from '@exchange/chatroom';
import { ComplianceLayer, ComplianceTopNotice, useComplianceFooterRows } from '@exchange/compliance';
import { FingerprintLayer } from '@exchange/fingerprint';
import { localeEndonym, localizeHref, localizePath, siteLocales } from '@exchange/i18n';
import { KycLayer, KycTipBarLayer } from '@exchange/kyc';
import { DownloadBannerLayer, PromotionsLayer } from '@exchange/promotions';
import { ReferralLayer, growthMenuEntries } from '@exchange/referral';
import type { SiteKey } from '@exchange/site-config';
import {
  SandboxToolbar,
  SiteFooter,
  SiteHeader,
  SkipLink,
  themeFromCookie,
  useSitePath,
  type SiteContext,
  type ThemePreference,
} from '@exchange/ui';
import { SandboxDepositTool, WalletLayer, useHeaderFiatMenu, useOpenDeposit, walletMessages } from '@exchange/wallet';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { footerLinkMessages, notFoundLinkMessages, shellMessages } from '@/messages';
import { isUnknownPagePath } from '@/server/routing';
import type { ShellData } from '@/server/shell-data';
import type { AuthModalType } from './auth-modal';
import { useNotFoundViewShown } from './not-found-marker';
import styles from './site-chrome.module.css';
import { THEME_CHANGE_EVENT, applyThemePreference, rememberLanguage } from './theme-cookie';

/** The sandbox toolbar's monitoring list (decision 1823): loaded only with the toolbar, never on a real exchange. */
const MonitoringReportLog = dynamic(() => import('./monitoring-report-log').then((m) => m.MonitoringReportLog), { ssr: false });
/** The header's log-in/sign-up modal loads on first use: no micro-app code in the first load (issue 23 item 2). */
const AuthModal = dynamic(() => import('./auth-modal').then((module) => module.AuthModal), { ssr: false });

/** The sandbox's consent page for third-party sign-in (apps/web/src/server/sandbox-consent.ts). */
const SANDBOX_CONSENT_PATH = '/_sandbox/consent';

export interface SiteChromeProps {
  site: SiteKey;
  locale: string;
  shell: ShellData;
  children: ReactNode;
}

/**
 * Header, main landmark, footer and (in sandbox mode) the reviewer toolbar, without Chakra (decision 0004);
 * around them the domain layers, whose banners and dialogs load in Chakra islands when a rule shows them:
 * the app-download banner, the business-compliance top notice, the KYC tip bar, the footer tips, and the
 * overlays (compliance, KYC, promotions), which all open one at a time through the overlay queue.
 */
export function SiteChrome({ site, locale, shell, children }: SiteChromeProps) {
  const intl = useIntl();
  const router = useRouter();
  const logout = useLogout();
  const openDeposit = useOpenDeposit();
  // Issue 22: the header's currency menu is the wallet's (list, symbols, the remembered choice).
  const fiatMenu = useHeaderFiatMenu(shell.header, locale);
  // The server read the theme cookie for this request (shell.context.theme): server and client render the same.
  const [theme, setTheme] = useState<ThemePreference>(shell.context.theme);
  // A switch elsewhere on the page (the chart's) changes the preference too: keep the header's in step.
  useEffect(() => {
    const onChange = (event: Event) => setTheme(themeFromCookie((event as CustomEvent<unknown>).detail as string | undefined));
    window.addEventListener(THEME_CHANGE_EVENT, onChange);
    return () => window.removeEventListener(THEME_CHANGE_EVENT, onChange);
  }, []);
  // Spec 03 §2: on the US site login and signup go to the US host and every other path under /en-us.
  const href = (path: string) => localizeHref({ site, locale, path, usLoginOrigin: shell.context.siteOrigins.us });
  // The region switches (spec 03 §3, §6; issue 12 item 7), from the server.
  const switches = shell.switches;
  // Spec 01 §3 (issue 23 item 2): the header's "Log In" / "Sign Up" open the login micro-app in a modal.
  const [authModal, setAuthModal] = useState<AuthModalType | null>(null);
  const [authModalUsed, setAuthModalUsed] = useState(false);
  const openAuthModal = useCallback((modal: AuthModalType) => {
    setAuthModalUsed(true);
    setAuthModal(modal);
  }, []);
  // The context comes from the server (shell-data's buildSiteContext); only the theme follows the client's switch.
  const serverContext = shell.context;
  const context = useMemo<SiteContext>(
    () => (serverContext.theme === theme ? serverContext : { ...serverContext, theme }),
    [serverContext, theme],
  );
  const { pathname, search, user } = context;
  const vipBadge = useVipBadge(context);
  // Decision 1945: the bell with the unread count, from the notification centre's own call (account domain).
  const notificationBell = useNotificationBell(context);
  // The 404 view never opens the welcome popup (issue 14 item 6): a path no page serves (decision 0806), or a page
  // that shows the 404 view for a path of the right shape, e.g. an unlisted pair (decision 1431).
  const notFoundViewShown = useNotFoundViewShown();
  const onNotFoundPage = isUnknownPagePath(useSitePath(context)) || notFoundViewShown;
  const footerTipRows = useComplianceFooterRows({ context });

  // Every locale the site serves, each by its own name (decision 1500): the site table decides, not lang_list.
  const languages = useMemo(
    () =>
      siteLocales(site).map((code) => ({
        code,
        label: localeEndonym(code),
        href: localizePath(site, code, pathname) + search,
      })),
    [site, pathname, search],
  );

  // Every entry has a page (decision 0813): Markets is `/price`; Buy Crypto left the menu until spec 02 §2's
  // buy routes (/crypto/buy/…, /c2c/…) have pages (the deposit-method modal still lists them).
  const navLinks = [
    { label: intl.formatMessage(shellMessages.navMarkets), href: href('/price') },
    { label: intl.formatMessage(shellMessages.navTrade), href: href('/trade/BTC_USDT') },
    { label: intl.formatMessage(shellMessages.navFutures), href: href('/futures/usdt/BTC_USDT') },
    // Issue 25 (decision 1902): Alpha beside the trading entries, as a leading exchange has it; main and Turkey only.
    ...(site === 'main' || site === 'tr' ? [{ label: intl.formatMessage(notFoundLinkMessages.alpha), href: href('/alpha') }] : []),
    // Issue 25: where a leading exchange puts them, beside trading: Convert, then Earn (its first page, Simple Earn).
    { label: intl.formatMessage(shellMessages.navConvert), href: href('/convert') },
    { label: intl.formatMessage(shellMessages.navEarn), href: href('/simple-earn') },
    // Issue 25 (decision 1898): copy trading, bots and the launch products under one product menu ("More" on Binance).
    {
      label: intl.formatMessage(shellMessages.navMore),
      href: href('/copytrading'),
      items: [
        { label: intl.formatMessage(shellMessages.navCopyTrading), href: href('/copytrading') },
        { label: intl.formatMessage(shellMessages.navBots), href: href('/strategybot') },
        { label: intl.formatMessage(shellMessages.navLaunchpool), href: href('/launchpool') },
        { label: intl.formatMessage(shellMessages.navStartup), href: href('/startup') },
        { label: intl.formatMessage(shellMessages.navCandyDrop), href: href('/candy-drop') },
        { label: intl.formatMessage(shellMessages.navPreMarket), href: href('/pre-market') },
        { label: intl.formatMessage(shellMessages.navPremint), href: href('/premint') },
      ],
    },
  ];
  const userMenuItems = [
    { key: 'deposit', label: intl.formatMessage(shellMessages.menuAssets), href: href('/myaccount/assets') },
    { key: 'kyc', label: intl.formatMessage(shellMessages.menuVerification), href: href('/myaccount/kyc_home') },
    { key: 'security', label: intl.formatMessage(shellMessages.menuSecurity), href: href('/myaccount/security') },
    { key: 'tickets', label: intl.formatMessage(shellMessages.menuTickets), href: href('/myaccount/tickets') },
    ...(switches.hiddenNotification
      ? []
      : [{ key: 'notifications', label: intl.formatMessage(shellMessages.menuNotifications), href: href('/myaccount/notifications') }]),
    // The growth pages (spec 02 §2, decision 1400); a site with hiddenReferral keeps only the rewards hub.
    ...growthMenuEntries(shell.hiddenReferral).map((entry) => ({
      key: entry.key,
      label: intl.formatMessage(entry.key === 'referral' ? shellMessages.menuReferral : shellMessages.menuRewards),
      href: href(entry.path),
    })),
    {
      key: 'logout',
      label: intl.formatMessage(shellMessages.menuLogout),
      onSelect: () => {
        void logout.trigger(undefined).then(() => router.refresh());
      },
    },
  ];
  const footerGroups = [
    {
      title: intl.formatMessage(footerLinkMessages.groupTitle),
      links: shell.footer.links.map((l) => ({
        label: intl.formatMessage(footerLinkMessages[l.id]),
        href: l.newTab || /^https?:/.test(l.href) ? l.href : href(l.href),
        newTab: l.newTab,
      })),
    },
  ];

  return (
    <AnalyticsProvider context={context} bigData={switches.bigData}>
      <SkipLink href="#main">{intl.formatMessage(shellMessages.skipToContent)}</SkipLink>
      <DownloadBannerLayer context={context} hiddenAppDownload={switches.hiddenAppDownload} />
      <ComplianceTopNotice context={context} />
      <SiteHeader
        siteName={shell.siteName}
        logo={shell.logo}
        homeHref={href('/')}
        navLinks={navLinks}
        languages={languages}
        currentLocale={locale}
        onLocaleChange={(code) => {
          rememberLanguage(code);
          const target = languages.find((l) => l.code === code)?.href;
          if (target) window.location.assign(target);
        }}
        {...fiatMenu}
        isLoggedIn={user.isLoggedIn}
        nickname={user.nickname ?? undefined}
        userMenuItems={userMenuItems}
        depositEntry={{ label: intl.formatMessage(walletMessages.depositEntry), onSelect: openDeposit }}
        vipBadge={vipBadge}
        notificationBell={notificationBell}
        loginHref={shell.loginHref}
        signupHref={shell.signupHref}
        onAuthOpen={openAuthModal}
        theme={theme}
        onThemeChange={applyThemePreference}
        hiddenThemeSwitch={switches.hiddenThemeSwitch}
        hiddenLangAndRate={switches.hiddenLangAndRate}
      />
      <KycTipBarLayer context={context} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        groups={footerGroups}
        copyright={shell.footer.copyright}
        extraRows={[...footerTipRows, ...(switches.bigData ? [<AnalyticsConsentToggle key="analytics-consent" />] : [])]}
        signupHref={switches.hiddenFooterSignup || user.isLoggedIn ? null : shell.signupHref}
      />
      {authModalUsed ? (
        <AuthModal
          modal={authModal}
          onModalChange={setAuthModal}
          locale={locale}
          languagePrefix={localizePath(site, locale, '/x').slice(0, -2)}
          theme={theme}
          authorizedLogin={switches.authorizedLogin}
          consentPath={shell.sandbox ? SANDBOX_CONSENT_PATH : null}
          loginHref={shell.loginHref}
          signupHref={shell.signupHref}
        />
      ) : null}
      <ComplianceLayer context={context} />
      <KycLayer context={context} />
      <PromotionsLayer
        context={context}
        newUserPopupVariant={shell.experiments.newUserPopup}
        persistExperiment={shell.experiments.persist ?? undefined}
        suppressed={onNotFoundPage}
      />
      <ReferralLayer context={context} />
      <FingerprintLayer context={context} />
      <WalletLayer context={context} />
      <AccountLayer context={context} />
      <ChatroomLayer context={context} />
      {/* Last in the page: the reviewer's toolbar is the last stop of the tab order (personas.spec). */}
      {shell.sandbox ? (
        <SandboxToolbar
          personas={shell.sandbox.personas.map((name) => ({ name }))}
          currentPersona={shell.sandbox.current}
          sites={shell.sandbox.sites}
          currentSite={site}
          currentPath={href(pathname) + search}
          experiments={shell.sandbox.experiments}
        >
          <AnalyticsEventLog />
          <MonitoringReportLog />
          {/* Issue 22: an incoming deposit to this persona (pending → confirming n/N → credited). */}
          <SandboxDepositTool />
          <a href="/_sandbox/mailbox" target="_blank" rel="noopener">
            {intl.formatMessage(shellMessages.sandboxMailbox)}
          </a>
        </SandboxToolbar>
      ) : null}
    </AnalyticsProvider>
  );
}
