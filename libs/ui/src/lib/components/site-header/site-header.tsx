'use client';
import { isExternalHref } from '@exchange/i18n';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { BellSvg } from '../../icons/svg-icons';
import { UiLinkBase } from '../../link/ui-link-base';
import { messages } from '../../messages';
import type { ThemePreference } from '../../rules/theme-from-cookie';
import { unreadBadgeText } from '../../rules/unread-badge';
import { cx } from '../menu-button/class-names';
import { ThemeToggle } from '../theme-toggle/theme-toggle';
import {
  CompactNavMenu,
  FiatMenu,
  LanguageMenu,
  NavProductMenu,
  UserMenu,
  type HeaderFiat,
  type HeaderLanguage,
  type HeaderNavLink,
  type HeaderUserMenuItem,
} from './header-menus';
import styles from './site-header.module.css';

export interface SiteHeaderProps {
  siteName: string;
  /** The site's logo per colour mode (site config `logo`). */
  logo: { light: string; dark: string };
  /** The language prefix ("/" or "/zh"). */
  homeHref: string;
  navLinks?: readonly HeaderNavLink[];
  /** Header common data lang_list, already filtered to the site's languages. */
  languages?: readonly HeaderLanguage[];
  currentLocale: string;
  /** Called with the chosen locale code; without it the language's href is followed. */
  onLocaleChange?: (code: string) => void;
  /** Header common data fiat_list. */
  fiats?: readonly HeaderFiat[];
  /** Header common data curr_fiat. */
  currentFiat?: string;
  onFiatChange?: (code: string) => void;
  isLoggedIn: boolean;
  nickname?: string;
  userMenuItems?: readonly HeaderUserMenuItem[];
  /** The VIP badge beside the user name (spec 02 §9: one image per level, 16 px or a custom height). */
  vipBadge?: { src: string; label: string; height?: number } | null;
  /** "Deposit" before the user menu when logged in (issue 10: deposit from anywhere); the wallet layer opens the drawer. */
  depositEntry?: { label: string; onSelect: () => void } | null;
  /**
   * The notification bell beside the user menu when logged in (decision 1945): a link to the notification centre
   * with the unread count as a badge ("99+" above 99). `label` is the link's accessible name and must say the
   * count ("Notifications, 3 unread"): the badge itself is hidden from assistive technology. The account domain
   * builds it (`useNotificationBell`); none on a site without a notification centre.
   */
  notificationBell?: { href: string; unread: number; label: string } | null;
  loginHref: string;
  /**
   * Spec 01 §3 (issue 23 item 2): opens the login/registration modal instead of leaving the page. Only for an
   * internal href and a plain click (a new-tab click, or the US site's login host, still follows the link).
   */
  onAuthOpen?: (modal: 'login' | 'signup') => void;
  signupHref: string;
  theme: ThemePreference;
  onThemeChange: (theme: ThemePreference) => void;
  /** Site flag hiddenThemeSwitch. */
  hiddenThemeSwitch?: boolean;
  /** Site flag hiddenLangAndRate: hides the language and the currency (rate) switch. */
  hiddenLangAndRate?: boolean;
  /** Follows a language href (default `window.location.assign`). */
  navigate?: (href: string) => void;
}

/**
 * The site header: logo, main links, language / currency / theme switches and the auth area.
 * Renders without Chakra (CSS Modules over Chakra's token variables), so the home page loads no Chakra.
 */
/** A plain left click on an internal log-in/sign-up link opens the modal; anything else follows the link. */
const authClick =
  (open: SiteHeaderProps['onAuthOpen'], modal: 'login' | 'signup', href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!open || isExternalHref(href) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(modal);
  };

/** The bell: a link whose accessible name carries the count; the badge is decoration for sighted users. */
export function HeaderBell({ href, unread, label }: { href: string; unread: number; label: string }) {
  const badge = unreadBadgeText(unread);
  return (
    <UiLinkBase
      href={href}
      aria-label={label}
      title={label}
      className={cx(styles.button, styles.ghost, styles.bell)}
      data-testid="header-bell"
    >
      <BellSvg size={20} />
      {badge !== null ? (
        <span className={styles.bellBadge} aria-hidden="true" data-testid="header-bell-badge">
          {badge}
        </span>
      ) : null}
    </UiLinkBase>
  );
}

export function SiteHeader({
  siteName,
  logo,
  homeHref,
  navLinks = [],
  languages = [],
  currentLocale,
  onLocaleChange,
  fiats = [],
  currentFiat,
  onFiatChange,
  isLoggedIn,
  nickname,
  userMenuItems = [],
  vipBadge = null,
  depositEntry = null,
  notificationBell = null,
  loginHref,
  signupHref,
  onAuthOpen,
  theme,
  onThemeChange,
  hiddenThemeSwitch = false,
  hiddenLangAndRate = false,
  navigate,
}: SiteHeaderProps) {
  const intl = useIntl();
  const showLanguage = !hiddenLangAndRate && languages.length > 1;
  const showFiat = !hiddenLangAndRate && fiats.length > 0 && Boolean(currentFiat);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {navLinks.length > 0 ? (
          <div className={styles.compactNav}>
            <CompactNavMenu links={navLinks} />
          </div>
        ) : null}
        <UiLinkBase href={homeHref} aria-label={intl.formatMessage(messages.siteHeaderHome, { siteName })} className={styles.logoLink}>
          <img src={logo.light} alt="" className={cx(styles.logo, styles.logoLight)} />
          <img src={logo.dark} alt="" className={cx(styles.logo, styles.logoDark)} />
        </UiLinkBase>
        {navLinks.length > 0 ? (
          <nav aria-label={intl.formatMessage(messages.siteHeaderMainNav)} className={styles.mainNav}>
            <ul className={styles.navList}>
              {navLinks.map((link) => (
                <li key={link.href}>
                  {link.items && link.items.length > 0 ? (
                    <NavProductMenu link={link} className={styles.navLink} />
                  ) : (
                    <UiLinkBase href={link.href} className={styles.navLink}>
                      {link.label}
                    </UiLinkBase>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        <div className={styles.actions}>
          <div className={styles.account}>
            {isLoggedIn ? (
              <>
                {depositEntry ? (
                  <button
                    type="button"
                    className={cx(styles.button, styles.solid)}
                    onClick={depositEntry.onSelect}
                    data-testid="header-deposit"
                  >
                    {depositEntry.label}
                  </button>
                ) : null}
                {notificationBell ? <HeaderBell {...notificationBell} /> : null}
                <UserMenu nickname={nickname ?? ''} items={userMenuItems} />
                {vipBadge ? (
                  <img
                    src={vipBadge.src}
                    alt={vipBadge.label}
                    title={vipBadge.label}
                    height={vipBadge.height ?? 16}
                    className={styles.vipBadge}
                    style={{ blockSize: vipBadge.height ?? 16 }}
                    data-testid="vip-badge"
                  />
                ) : null}
              </>
            ) : (
              <>
                <UiLinkBase
                  href={loginHref}
                  className={cx(styles.button, styles.ghost)}
                  onClick={authClick(onAuthOpen, 'login', loginHref)}
                >
                  {intl.formatMessage(messages.siteHeaderLogin)}
                </UiLinkBase>
                <UiLinkBase
                  href={signupHref}
                  className={cx(styles.button, styles.solid)}
                  onClick={authClick(onAuthOpen, 'signup', signupHref)}
                >
                  {intl.formatMessage(messages.siteHeaderSignup)}
                </UiLinkBase>
              </>
            )}
          </div>
          <div className={styles.prefs}>
            {showLanguage ? (
              <LanguageMenu languages={languages} current={currentLocale} onChange={onLocaleChange} navigate={navigate} />
            ) : null}
            {showFiat && currentFiat ? <FiatMenu fiats={fiats} current={currentFiat} onChange={onFiatChange} /> : null}
            {hiddenThemeSwitch ? null : <ThemeToggle value={theme} onChange={onThemeChange} />}
          </div>
        </div>
      </div>
    </header>
  );
}
