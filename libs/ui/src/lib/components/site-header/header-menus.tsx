'use client';
import { localeEndonym, mapLanguage } from '@exchange/i18n';
import { useIntl } from 'react-intl';
import { ChevronDownSvg, GlobeSvg, MenuSvg, UserSvg } from '../../icons/svg-icons';
import { messages } from '../../messages';
import { cx } from '../menu-button/class-names';
import { MenuButton } from '../menu-button/menu-button';
import styles from './site-header.module.css';

export interface HeaderNavLink {
  label: string;
  href: string;
  /** A product menu under the link (issue 25): the link becomes a menu button listing these. */
  items?: readonly HeaderNavLink[];
}

/** One entry of the header common data's lang_list. */
export interface HeaderLanguage {
  /** Locale code, e.g. `en`, `zh`, `ar`. */
  code: string;
  /** The language's own name, e.g. "English", "العربية". */
  label: string;
  /** Where this language lives (the prefixed path); used when no onLocaleChange is given. */
  href?: string;
}

/** One entry of the header common data's fiat_list. */
export interface HeaderFiat {
  code: string;
  symbol: string;
  label?: string;
}

export interface HeaderUserMenuItem {
  key: string;
  label: string;
  href?: string;
  onSelect?: () => void;
}

const defaultNavigate = (href: string) => window.location.assign(href);

const Chevron = () => <ChevronDownSvg className={styles.chevron} />;

/** A language's own name; a missing label or one that is just the code (a bare lang_list entry) reads its endonym. */
function languageLabel({ code, label }: HeaderLanguage): string {
  const text = typeof label === 'string' ? label.trim() : '';
  return text === '' || text.toLowerCase() === code.trim().toLowerCase() ? localeEndonym(code) : text;
}

export function LanguageMenu({
  languages,
  current,
  onChange,
  navigate = defaultNavigate,
}: {
  languages: readonly HeaderLanguage[];
  current: string;
  onChange?: (code: string) => void;
  navigate?: (href: string) => void;
}) {
  const intl = useIntl();
  const currentLanguage = languages.find((l) => l.code === current);
  const currentLabel = currentLanguage ? languageLabel(currentLanguage) : localeEndonym(current);
  const title = intl.formatMessage(messages.siteHeaderLanguage);
  const choose = (lang: HeaderLanguage) => {
    if (lang.code === current) return;
    if (onChange) onChange(lang.code);
    else if (lang.href) navigate(lang.href);
  };
  return (
    <MenuButton
      label={`${title}: ${currentLabel}`}
      groupLabel={title}
      items={languages.map((lang) => ({
        key: lang.code,
        label: languageLabel(lang),
        lang: mapLanguage(lang.code),
        checked: lang.code === current,
        onSelect: () => choose(lang),
      }))}
    >
      <GlobeSvg />
      <span className={styles.hideBelowMd}>{currentLabel}</span>
      <Chevron />
    </MenuButton>
  );
}

export function FiatMenu({
  fiats,
  current,
  onChange,
}: {
  fiats: readonly HeaderFiat[];
  current: string;
  onChange?: (code: string) => void;
}) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.siteHeaderCurrency);
  const currentFiat = fiats.find((f) => f.code === current);
  return (
    <MenuButton
      label={`${title}: ${current}`}
      groupLabel={title}
      items={fiats.map((fiat) => ({
        key: fiat.code,
        label: `${fiat.code}${fiat.label ? ` – ${fiat.label}` : ''}`,
        end: fiat.symbol,
        checked: fiat.code === current,
        onSelect: () => {
          if (fiat.code !== current) onChange?.(fiat.code);
        },
      }))}
    >
      <span aria-hidden="true" className={styles.hideBelowSm}>
        {currentFiat?.symbol}
      </span>
      <span>{current}</span>
      <Chevron />
    </MenuButton>
  );
}

export function UserMenu({ nickname, items }: { nickname: string; items: readonly HeaderUserMenuItem[] }) {
  const intl = useIntl();
  return (
    <MenuButton
      label={intl.formatMessage(messages.siteHeaderAccountMenu, { nickname })}
      items={items.map((item) => ({ key: item.key, label: item.label, href: item.href, onSelect: item.onSelect }))}
      menuClassName={styles.wideMenu}
    >
      <UserSvg />
      <span className={cx(styles.hideBelowMd, styles.nickname)}>{nickname}</span>
      <Chevron />
    </MenuButton>
  );
}

/** The nav links in a menu for narrow screens. */
export function CompactNavMenu({ links }: { links: readonly HeaderNavLink[] }) {
  const intl = useIntl();
  return (
    <MenuButton
      label={intl.formatMessage(messages.siteHeaderMenu)}
      iconOnly
      align="start"
      menuClassName={styles.wideMenu}
      items={links
        .flatMap((link) => (link.items && link.items.length > 0 ? link.items : [link]))
        .map((link) => ({ key: link.href, label: link.label, href: link.href }))}
    >
      <MenuSvg />
    </MenuButton>
  );
}

/** A product menu of the main navigation (issue 25): the label and a chevron open its links. */
export function NavProductMenu({ link, className }: { link: HeaderNavLink; className?: string }) {
  return (
    <MenuButton
      label={link.label}
      align="start"
      items={(link.items ?? []).map((item) => ({ key: item.href, label: item.label, href: item.href }))}
      triggerClassName={className}
    >
      <span>{link.label}</span>
      <Chevron />
    </MenuButton>
  );
}
