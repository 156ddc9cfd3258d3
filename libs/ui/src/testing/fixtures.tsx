import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FundWalletLink } from '../lib/components/fund-wallet-drawer/fund-wallet-drawer';
import type { NotFoundLink, TrendingStory } from '../lib/components/not-found-view/not-found-view';
import type { SandboxPersonaOption, SandboxSiteOption } from '../lib/components/sandbox-toolbar/sandbox-toolbar';
import type { SideNavItem } from '../lib/components/side-nav/side-nav';
import type { FooterLinkGroup } from '../lib/components/site-footer/site-footer';
import type { HeaderFiat, HeaderLanguage, HeaderNavLink, HeaderUserMenuItem } from '../lib/components/site-header/header-menus';
import type { SiteContext } from '../lib/site-context/site-context';

/** Fixtures for tests and stories. Names, hosts and logos are clearly fake. */

const logoSvg = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="132" height="28" viewBox="0 0 132 28"><rect width="28" height="28" rx="6" fill="#2354e6"/><text x="36" y="20" font-family="sans-serif" font-size="16" font-weight="700" fill="${fill}">Example X</text></svg>`,
  )}`;

/**
 * The one site-context fixture (decision 1710): a visitor on the main site's home page in English. The domains'
 * fixtures spread it and change what their tests need (`{ ...fixtureSiteContext, user: ... }`).
 */
export const fixtureSiteContext: SiteContext = {
  site: 'main',
  locale: 'en',
  user: { isLoggedIn: false, uid: null, nickname: null },
  theme: 'system',
  pathname: '/',
  search: '',
  siteOrigins: {} as SiteContext['siteOrigins'],
  inAppWebview: false,
};

export const fixtureLogo = { light: logoSvg('#111111'), dark: logoSvg('#f5f5f5') };

export const fixtureNavLinks: HeaderNavLink[] = [
  { label: 'Buy Crypto', href: '/crypto/buy' },
  { label: 'Markets', href: '/price' },
  { label: 'Trade', href: '/trade/BTC_USDT' },
  { label: 'Futures', href: '/futures/usdt/BTC_USDT' },
  { label: 'Earn', href: '/simple-earn' },
];

export const fixtureLanguages: HeaderLanguage[] = [
  { code: 'en', label: 'English', href: '/' },
  { code: 'zh', label: '简体中文', href: '/zh/' },
  { code: 'tr', label: 'Türkçe', href: '/tr/' },
  { code: 'ar', label: 'العربية', href: '/ar/' },
  { code: 'ja', label: '日本語', href: '/ja/' },
  { code: 'es', label: 'Español', href: '/es/' },
  { code: 'ru', label: 'Русский', href: '/ru/' },
];

export const fixtureFiats: HeaderFiat[] = [
  { code: 'USD', symbol: '$', label: 'US Dollar' },
  { code: 'EUR', symbol: '€', label: 'Euro' },
  { code: 'TRY', symbol: '₺', label: 'Turkish Lira' },
  { code: 'JPY', symbol: '¥', label: 'Japanese Yen' },
];

export const fixtureUserMenuItems: HeaderUserMenuItem[] = [
  { key: 'overview', label: 'Account overview', href: '/myaccount' },
  { key: 'security', label: 'Security', href: '/myaccount/security' },
  { key: 'kyc', label: 'Identity verification', href: '/myaccount/kyc_home' },
  { key: 'logout', label: 'Log out' },
];

export const fixtureFooterGroups: FooterLinkGroup[] = [
  {
    title: 'About',
    links: [
      { label: 'About us', href: '/about_us' },
      { label: 'Media kit', href: '/media-kit' },
      { label: 'Contacts', href: '/page/contacts' },
    ],
  },
  {
    title: 'Products',
    links: [
      { label: 'Spot trading', href: '/trade/BTC_USDT' },
      { label: 'Simple Earn', href: '/simple-earn' },
      { label: 'Download app', href: '/mobileapp' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'User agreement', href: '/user-agreement' },
      { label: 'Privacy policy', href: '/privacy-policy' },
      { label: 'Rate standards', href: '/fee' },
    ],
  },
];

/** Spec 01 §2: the main site's 404 helpful links. */
export const fixtureNotFoundLinks: NotFoundLink[] = [
  { label: 'Spot trade', href: '/trade/BTC_USDT' },
  { label: 'Futures', href: '/futures/usdt/BTC_USDT' },
  { label: 'Alpha', href: '/alpha' },
  { label: 'ETF', href: '/etf' },
  { label: 'Convert', href: '/convert' },
  { label: 'Buy & sell crypto', href: '/crypto/buy' },
  { label: 'Copy trading', href: '/copytrading' },
  { label: 'Markets price', href: '/price' },
  { label: 'Market data', href: '/market-data' },
  { label: 'Price prediction', href: '/price-prediction' },
  { label: 'How to buy', href: '/how-to-buy' },
  { label: 'Converter', href: '/converter' },
  { label: 'News', href: '/news' },
  { label: 'Learn', href: '/learn' },
  { label: 'Blog', href: '/blog' },
  { label: 'Wiki', href: '/wiki' },
  { label: 'Glossary', href: '/glossary' },
  { label: 'Upcoming events', href: '/events' },
  { label: 'Help', href: '/help' },
];

export const fixtureTrendingStories: TrendingStory[] = [
  { title: 'Bitcoin holds above key support as volumes rise', href: '/news/1', meta: '2 h ago' },
  { title: 'What is a stablecoin? A plain guide', href: '/learn/stablecoin', meta: 'Learn' },
  { title: 'Weekly market recap', href: '/blog/weekly-recap', meta: 'Blog' },
];

/** Spec 01 §2: fund-wallet drawer links on the main site. */
export const fixtureFundWalletLinksMain: FundWalletLink[] = [
  { key: 'crypto', label: 'Deposit crypto', description: 'Send crypto from another wallet or exchange', href: '/myaccount/deposit/USDT' },
  { key: 'gatecode', label: 'Deposit with a code', description: 'Redeem a deposit code', href: '/myaccount/deposit_gatecode' },
  { key: 'card', label: 'Buy with card', description: 'Visa and Mastercard', href: '/crypto/buy/with-credit-card?method=card' },
  { key: 'bank', label: 'Buy with bank account', description: 'Bank transfer', href: '/crypto/buy/with-bank-account?method=bank' },
  { key: 'p2p', label: 'P2P trading', description: 'Buy from other users', href: '/c2c/market' },
];

/** Spec 01 §2: fund-wallet drawer links on the US site. */
export const fixtureFundWalletLinksUs: FundWalletLink[] = [
  { key: 'crypto', label: 'Deposit crypto', href: '/myaccount/deposit/USDT' },
  { key: 'buy', label: 'Buy & sell crypto', href: '/buy-sell-crypto' },
];

export const fixturePersonas: SandboxPersonaOption[] = [
  { name: 'visitor' },
  { name: 'user-kyc2' },
  { name: 'user-kyc0' },
  { name: 'uk-limited' },
  { name: 'risk-user' },
];

export const fixtureSites: SandboxSiteOption[] = [
  { key: 'main', label: 'Main', href: 'http://localhost:3000' },
  { key: 'us', label: 'US', href: 'http://us.localhost:3000' },
  { key: 'tr', label: 'Turkey', href: 'http://tr.localhost:3000' },
  { key: 'uk', label: 'UK', href: 'http://uk.localhost:3000' },
];

/** A coloured initial standing in for a menu icon. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="5"
      rounded="sm"
      bg="bg.emphasized"
      textStyle="xs"
      fontWeight="bold"
      aria-hidden="true"
    >
      {children}
    </Box>
  );
}

export const fixtureSideNavItems: SideNavItem[] = [
  { key: 'overview', label: 'Overview', icon: <Glyph>O</Glyph>, route: '/myaccount', activeRoutes: [] },
  {
    key: 'assets',
    label: 'Assets',
    icon: <Glyph>A</Glyph>,
    children: [
      {
        key: 'deposit',
        label: 'Deposit',
        route: '/myaccount/deposit/USDT',
        activeRoutes: ['/myaccount/deposit', '/myaccount/deposit_gatecode'],
      },
      { key: 'withdraw', label: 'Withdraw', route: '/myaccount/withdraw/USDT', activeRoutes: ['/myaccount/withdraw'] },
      { key: 'fiat', label: 'Fiat deposit', route: '/myaccount/deposit_fiat' },
    ],
  },
  {
    key: 'security',
    label: 'Security',
    icon: <Glyph>S</Glyph>,
    children: [
      { key: 'security-center', label: 'Security center', route: '/myaccount/security' },
      { key: 'fundpass', label: 'Fund password', route: '/myaccount/fundpass_setup' },
      { key: 'totp', label: 'Google Authenticator', route: '/myaccount/totp' },
    ],
  },
  {
    key: 'kyc',
    label: 'Identity verification',
    icon: <Glyph>K</Glyph>,
    route: '/myaccount/kyc_home',
    activeRoutes: ['/myaccount/kyc2', '/myaccount/kyc3_v1'],
    tooltip: 'Verify your identity',
  },
  { key: 'coupons', label: 'Coupon center', icon: <Glyph>C</Glyph>, route: '/myaccount/coupon_center' },
  { key: 'tickets', label: 'Tickets', icon: <Glyph>T</Glyph>, route: '/myaccount/tickets' },
  { key: 'hidden', label: 'Hidden entry', icon: <Glyph>H</Glyph>, route: '/myaccount/hidden', hidden: true },
];
