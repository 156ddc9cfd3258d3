'use client';
import { Box, Button, Flex, HStack, Image } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { UiLink, UiLinkBase } from '../../link/ui-link';
import { messages } from '../../messages';
import type { ThemePreference } from '../../rules/theme-from-cookie';
import { ThemeToggle } from '../theme-toggle/theme-toggle';
import {
  CompactNavMenu,
  FiatMenu,
  LanguageMenu,
  UserMenu,
  type HeaderFiat,
  type HeaderLanguage,
  type HeaderNavLink,
  type HeaderUserMenuItem,
} from './header-menus';

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
  loginHref: string;
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

/** The site header: logo, main links, language / currency / theme switches and the auth area. */
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
  loginHref,
  signupHref,
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
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" borderColor="border">
      <Flex align="center" gap={{ base: '2', md: '6' }} h="16" px={{ base: '3', md: '6' }}>
        {navLinks.length > 0 ? (
          <Box hideFrom="lg">
            <CompactNavMenu links={navLinks} />
          </Box>
        ) : null}
        <UiLink href={homeHref} aria-label={intl.formatMessage(messages.siteHeaderHome, { siteName })} flexShrink={0}>
          <Image src={logo.light} alt="" h="7" w="auto" _dark={{ display: 'none' }} />
          <Image src={logo.dark} alt="" h="7" w="auto" display="none" _dark={{ display: 'block' }} />
        </UiLink>
        {navLinks.length > 0 ? (
          <Box as="nav" aria-label={intl.formatMessage(messages.siteHeaderMainNav)} hideBelow="lg">
            <HStack as="ul" gap="5" listStyleType="none" m="0" p="0">
              {navLinks.map((link) => (
                <li key={link.href}>
                  <UiLink href={link.href} fontWeight="medium" color="fg" _hover={{ color: 'brand.fg' }}>
                    {link.label}
                  </UiLink>
                </li>
              ))}
            </HStack>
          </Box>
        ) : null}

        <HStack gap="1" ms="auto">
          {isLoggedIn ? (
            <UserMenu nickname={nickname ?? ''} items={userMenuItems} />
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <UiLinkBase href={loginHref}>{intl.formatMessage(messages.siteHeaderLogin)}</UiLinkBase>
              </Button>
              <Button asChild size="sm" bg="brand.solid" color="white" _hover={{ bg: 'brand.700' }}>
                <UiLinkBase href={signupHref}>{intl.formatMessage(messages.siteHeaderSignup)}</UiLinkBase>
              </Button>
            </>
          )}
          {showLanguage ? <LanguageMenu languages={languages} current={currentLocale} onChange={onLocaleChange} navigate={navigate} /> : null}
          {showFiat && currentFiat ? <FiatMenu fiats={fiats} current={currentFiat} onChange={onFiatChange} /> : null}
          {hiddenThemeSwitch ? null : <ThemeToggle value={theme} onChange={onThemeChange} />}
        </HStack>
      </Flex>
    </Box>
  );
}
