import { localeEndonym, siteLocales } from '@exchange/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureFiats, fixtureLanguages, fixtureLogo, fixtureNavLinks, fixtureUserMenuItems } from '../../../testing/fixtures';
import { SiteHeader } from './site-header';

const meta = {
  title: 'UI/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    siteName: 'Example X',
    logo: fixtureLogo,
    homeHref: '/',
    navLinks: fixtureNavLinks,
    languages: fixtureLanguages,
    currentLocale: 'en',
    onLocaleChange: fn(),
    fiats: fixtureFiats,
    currentFiat: 'USD',
    onFiatChange: fn(),
    isLoggedIn: false,
    nickname: 'satoshi',
    userMenuItems: fixtureUserMenuItems,
    loginHref: '/login',
    signupHref: '/signup',
    theme: 'light',
    onThemeChange: fn(),
    hiddenThemeSwitch: false,
    hiddenLangAndRate: false,
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menus fade in (150 ms): wait this long for them on a slow machine. */
const MENU_TIMEOUT = { timeout: 5000 };

/** A visitor on the main site; picks Arabic from the language menu. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Language/ }));
    const arabic = await canvas.findByRole('menuitemradio', { name: 'العربية' }, MENU_TIMEOUT);
    await waitFor(() => expect(arabic).toBeVisible(), MENU_TIMEOUT);
    await userEvent.click(arabic);
    await waitFor(() => expect(args.onLocaleChange).toHaveBeenCalledWith('ar'), MENU_TIMEOUT);
  },
};

/** Every locale of the main site by its own name, as the app lists them (issue 14 item 4, decision 1500). */
const mainSiteLanguages = siteLocales('main').map((code) => ({ code, label: localeEndonym(code), href: `/${code}/` }));

/**
 * Arabic (RTL) on the main site: the picker shows "العربية" (never the code "ar") and lists all of the site's
 * locales by their own names.
 */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { currentLocale: 'ar', languages: mainSiteLanguages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /العربية/ });
    await expect(trigger).not.toHaveTextContent(/\bar\b/);
    await userEvent.click(trigger);
    const items = await canvas.findAllByRole('menuitemradio', {}, MENU_TIMEOUT);
    await expect(items).toHaveLength(mainSiteLanguages.length);
    for (const name of ['English', 'Türkçe', '日本語', 'Tiếng Việt', 'Português (Brasil)'])
      await expect(canvas.getByRole('menuitemradio', { name })).toBeInTheDocument();
    await expect(canvas.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

/** Logged in: the user menu replaces Log In / Sign Up. */
export const LoggedIn: Story = {
  args: { isLoggedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Log In' })).toBeNull();
    const trigger = canvas.getByRole('button', { name: /Account menu/ });
    await userEvent.click(trigger);
    const security = await canvas.findByRole('menuitem', { name: 'Security' }, MENU_TIMEOUT);
    await waitFor(() => expect(security).toBeVisible(), MENU_TIMEOUT);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'), MENU_TIMEOUT);
    await expect(trigger).toHaveFocus();
  },
};

/** Logged in as a VIP: the level's badge beside the user name (spec 02 §9). */
export const VipBadge: Story = {
  args: {
    isLoggedIn: true,
    nickname: 'vip-user',
    vipBadge: {
      src: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 16%22%3E%3Crect width=%2232%22 height=%2216%22 rx=%224%22 fill=%22%23c9a227%22/%3E%3C/svg%3E',
      label: 'VIP 3',
    },
  },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: 'VIP 3' });
    await expect(badge).toHaveAttribute('height', '16');
  },
};

/** Keyboard only: the currency menu opens with Enter, ArrowDown moves to EUR, Enter picks it; focus returns. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const currency = canvas.getByRole('button', { name: 'Currency: USD' });
    currency.focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('menu', {}, MENU_TIMEOUT);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onFiatChange).toHaveBeenCalledWith('EUR'), MENU_TIMEOUT);
    await expect(currency).toHaveFocus();
  },
};

/** Visitor, logged in, a site with hiddenThemeSwitch + hiddenLangAndRate, and a minimal one. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '2rem' }}>
      <SiteHeader {...args} />
      <SiteHeader {...args} isLoggedIn />
      <SiteHeader {...args} hiddenThemeSwitch hiddenLangAndRate />
      <SiteHeader {...args} navLinks={[]} languages={fixtureLanguages.slice(0, 1)} fiats={[]} />
    </div>
  ),
};

/**
 * Decision 1945: the notification bell beside the user menu, the count in its accessible name, the badge capped at
 * "99+"; no badge when everything is read. The account domain builds the label in the user's language.
 */
export const NotificationBell: Story = {
  args: { isLoggedIn: true, notificationBell: { href: '/myaccount/notifications', unread: 3, label: 'Notifications, 3 unread' } },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('link', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveAttribute('href', '/myaccount/notifications');
    await expect(within(bell).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The bell's states side by side: none unread, a few, the cap, above the cap (99+); and in Arabic (badge on the left). */
export const NotificationBellStates: Story = {
  args: { isLoggedIn: true },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '2rem' }}>
      {[0, 7, 99, 240].map((unread) => (
        <SiteHeader
          key={unread}
          {...args}
          notificationBell={{ href: '/myaccount/notifications', unread, label: `Notifications, ${unread} unread` }}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = within(canvasElement).getAllByTestId('header-bell-badge');
    await expect(badges.map((b) => b.textContent)).toEqual(['7', '99', '99+']);
  },
};

export const NotificationBellArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    isLoggedIn: true,
    currentLocale: 'ar',
    notificationBell: { href: '/ar/myaccount/notifications', unread: 120, label: 'الإشعارات، 120 غير مقروءة' },
  },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('link', { name: 'الإشعارات، 120 غير مقروءة' });
    await expect(within(bell).getByText('99+')).toBeInTheDocument();
  },
};
