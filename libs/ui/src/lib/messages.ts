import { defineMessages, type MessageDescriptor } from 'react-intl';

const descriptors = defineMessages({
  amountInputClampedHint: { id: 'ui.amountInput.clampedHint', defaultMessage: 'The maximum is {max}' },
  amountInputDroppedHint: { id: 'ui.amountInput.droppedHint', defaultMessage: 'Only digits and one decimal point can be entered' },

  themeToggleLabel: { id: 'ui.themeToggle.label', defaultMessage: 'Theme' },
  themeToggleLight: { id: 'ui.themeToggle.light', defaultMessage: 'Light' },
  themeToggleDark: { id: 'ui.themeToggle.dark', defaultMessage: 'Dark' },
  themeToggleSystem: { id: 'ui.themeToggle.system', defaultMessage: 'System' },

  siteHeaderHome: { id: 'ui.siteHeader.home', defaultMessage: '{siteName} home' },
  siteHeaderMainNav: { id: 'ui.siteHeader.mainNav', defaultMessage: 'Main' },
  siteHeaderMenu: { id: 'ui.siteHeader.menu', defaultMessage: 'Menu' },
  siteHeaderLanguage: { id: 'ui.siteHeader.language', defaultMessage: 'Language' },
  siteHeaderCurrency: { id: 'ui.siteHeader.currency', defaultMessage: 'Currency' },
  siteHeaderLanguageAndCurrency: { id: 'ui.siteHeader.languageAndCurrency', defaultMessage: 'Language and currency' },
  siteHeaderLogin: { id: 'ui.siteHeader.login', defaultMessage: 'Log In' },
  siteHeaderSignup: { id: 'ui.siteHeader.signup', defaultMessage: 'Sign Up' },
  siteHeaderAccountMenu: { id: 'ui.siteHeader.accountMenu', defaultMessage: 'Account menu for {nickname}' },

  siteFooterNav: { id: 'ui.siteFooter.nav', defaultMessage: 'Footer' },
  siteFooterCopyright: { id: 'ui.siteFooter.copyright', defaultMessage: '© {year} {siteName}' },
  siteFooterSignupTitle: { id: 'ui.siteFooter.signupTitle', defaultMessage: 'Start trading in minutes' },
  siteFooterSignupAction: { id: 'ui.siteFooter.signupAction', defaultMessage: 'Sign Up Now' },

  sideNavLabel: { id: 'ui.sideNav.label', defaultMessage: 'Account navigation' },
  sideNavCollapse: { id: 'ui.sideNav.collapse', defaultMessage: 'Collapse menu' },
  sideNavExpand: { id: 'ui.sideNav.expand', defaultMessage: 'Expand menu' },

  notFoundHeadline: { id: 'ui.notFound.headline', defaultMessage: 'Sorry, this page could not be found' },
  notFoundDescription: {
    id: 'ui.notFound.description',
    defaultMessage: 'The page you are looking for may have been moved or no longer exists.',
  },
  notFoundReturnHome: { id: 'ui.notFound.returnHome', defaultMessage: 'Return home' },
  notFoundHelpfulLinks: { id: 'ui.notFound.helpfulLinks', defaultMessage: 'Helpful links' },
  notFoundTrending: { id: 'ui.notFound.trending', defaultMessage: 'Trending stories' },

  sandboxToolbarTitle: { id: 'ui.sandboxToolbar.title', defaultMessage: 'Sandbox' },
  sandboxToolbarOpen: { id: 'ui.sandboxToolbar.open', defaultMessage: 'Open sandbox toolbar' },
  sandboxToolbarClose: { id: 'ui.sandboxToolbar.close', defaultMessage: 'Close sandbox toolbar' },
  sandboxToolbarPersona: { id: 'ui.sandboxToolbar.persona', defaultMessage: 'Persona' },
  sandboxToolbarSite: { id: 'ui.sandboxToolbar.site', defaultMessage: 'Site' },
  sandboxToolbarCurrent: { id: 'ui.sandboxToolbar.current', defaultMessage: '{persona} on {site}' },
  sandboxToolbarExperiments: { id: 'ui.sandboxToolbar.experiments', defaultMessage: 'Experiments' },
  /** An experiment value (decisions 0800, 1311: 1 variant A, 2 variant B, 0 off). */
  sandboxToolbarVariant: {
    id: 'ui.sandboxToolbar.variant',
    defaultMessage: '{value, select, 0 {Off (0)} 1 {Variant A (1)} 2 {Variant B (2)} other {{value}}}',
  },

  fundWalletDrawerTitle: { id: 'ui.fundWalletDrawer.title', defaultMessage: 'Fund your wallet' },
  fundWalletDrawerClose: { id: 'ui.fundWalletDrawer.close', defaultMessage: 'Close' },
});

/**
 * Every user-facing string of @exchange/ui. Ids `ui.<component>.<key>`, English defaults.
 * Typed as plain descriptors so messages with placeholders accept their values.
 */
export const messages: { readonly [K in keyof typeof descriptors]: MessageDescriptor } = descriptors;
