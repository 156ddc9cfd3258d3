import { ENDPOINTS, ExchangeClientProvider } from '@exchange/api';
import { createFixtureClient, type FixtureClient, type FixtureData } from '@exchange/api/testing';
import { PERSONAS } from '@exchange/sandbox';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountNav } from './account-nav';

/** The sandbox persona `menu-restricted` (decision 1320): its menu-config (no coupon centre, a tip) and its fee tier. */
const menuRestricted = PERSONAS['menu-restricted'];
const menuRestrictedData: FixtureData = {
  ...(menuRestricted.menuConfig ? { menuConfig: menuRestricted.menuConfig } : {}),
  userTier: { tier: menuRestricted.account?.userTier ?? 0 },
};

/** The site settings the sandbox answers every persona: the coupon centre is new. */
const badgeData: FixtureData = { siteSettings: { ...ENDPOINTS.siteSettings.fallback, menu_badges: { coupons: 'new' } } };

/** Each story's client comes from a loader (a fresh fixture client and SWR cache per story); unlisted calls give their fallback. */
const withClient: Decorator = (Story, { loaded }) => (
  <ExchangeClientProvider client={loaded['client'] as FixtureClient} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <Story />
  </ExchangeClientProvider>
);
const loadClient = (fixtures: FixtureData) => async () => {
  // Each story starts without the remembered collapse and sub-menus.
  window.localStorage.removeItem('account-nav:collapsed');
  window.localStorage.removeItem('account-nav:submenus');
  return { client: createFixtureClient(fixtures) };
};
const callNames = (loaded: Record<string, unknown>) => (loaded['client'] as FixtureClient).calls.map((c) => c.name);

const meta = {
  title: 'Account/AccountNav',
  component: AccountNav,
  parameters: { layout: 'fullscreen' },
  args: { site: 'main', locale: 'en', currentPath: '/myaccount/assets', isLoggedIn: true, viewportWidth: 1600 },
  argTypes: { viewportWidth: { control: { type: 'range', min: 360, max: 1920, step: 1 } } },
  decorators: [withClient],
  loaders: [loadClient({})],
} satisfies Meta<typeof AccountNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every call at its default (spec 03 §8): the full menu. Opening "Security" shows its two pages. */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(callNames(loaded)).toContain('userTier'));
    const security = canvas.getByRole('button', { name: 'Security' });
    await expect(security).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(security);
    await expect(security).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Fund password' })).toHaveAttribute('href', '/myaccount/fundpass_setup');
    // Decision 1946: the assets page is Assets' "Overview" entry; the section only opens.
    await expect(canvas.getByRole('button', { name: 'Assets' })).toHaveAttribute('aria-expanded', 'true');
    const overviews = canvas.getAllByRole('link', { name: 'Overview' });
    await expect(overviews.find((link) => link.getAttribute('href') === '/myaccount/assets')).toHaveAttribute('aria-current', 'page');
    await expect(overviews.find((link) => link.getAttribute('href') === '/myaccount/security')).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByTestId('side-nav-tip')).not.toBeInTheDocument();
  },
};

/** Decision 1946: the fiat deposit marks "Deposit fiat" under Assets, not the Assets overview. */
export const FiatDeposit: Story = {
  args: { currentPath: '/myaccount/deposit_fiat' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Deposit fiat' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Deposit crypto' })).toHaveAttribute('href', '/myaccount/deposit/USDT');
  },
};

/** The persona `menu-restricted`: menu-config hides the coupon centre and adds its tip; get_user_tier gives "Fee tier: VIP 5". */
export const MenuRestricted: Story = {
  loaders: [loadClient(menuRestrictedData)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('side-nav-summary')).toHaveTextContent('Fee tier: VIP 5');
    const tip = await canvas.findByTestId('side-nav-tip');
    await expect(within(tip).getByRole('link', { name: 'Read the user agreement' })).toHaveAttribute('href', '/user-agreement');
    await expect(canvas.queryByRole('link', { name: /^Coupons/ })).not.toBeInTheDocument();
  },
};

/** site/settings marks the coupon centre "New". */
export const Badged: Story = {
  loaders: [loadClient(badgeData)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Coupons New' })).toBeVisible();
  },
};

/** A visitor: the fee tier is not asked, so no tier line even for a tiered answer. */
export const Visitor: Story = {
  args: { isLoggedIn: false },
  loaders: [loadClient(menuRestrictedData)],
  play: async ({ canvasElement, loaded }) => {
    await within(canvasElement).findByTestId('side-nav-tip');
    await expect(callNames(loaded)).not.toContain('userTier');
    await expect(within(canvasElement).queryByTestId('side-nav-summary')).not.toBeInTheDocument();
  },
};

/** Icons only (1200 px) with the server's settings: the badge joins the entry's name, the tip waits for the wide menu. */
export const IconsOnly: Story = {
  args: { viewportWidth: 1200 },
  loaders: [loadClient(badgeData)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Coupons · New' })).toBeInTheDocument();
  },
};

/** Below 768 px: a dropdown bar above the page. */
export const Dropdown: Story = {
  args: { viewportWidth: 600, currentPath: '/myaccount/totp' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account navigation' }));
    await expect(await canvas.findByRole('link', { name: 'Authenticator app' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Arabic (right to left), the menu-restricted user: entries, tier line and paths in Arabic, the server's tip as sent. */
export const Arabic: Story = {
  args: { locale: 'ar', currentPath: '/ar/myaccount/assets' },
  globals: { locale: 'ar' },
  loaders: [loadClient(menuRestrictedData)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'التنقل في الحساب' });
    await expect(await within(nav).findByTestId('side-nav-summary')).toHaveTextContent('فئة الرسوم: VIP 5');
    const tip = await within(nav).findByTestId('side-nav-tip');
    await expect(within(tip).getByRole('link', { name: 'Read the user agreement' })).toHaveAttribute('href', '/ar/user-agreement');
    await expect(within(nav).queryByRole('link', { name: /القسائم/ })).not.toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: 'تذاكر الدعم' })).toHaveAttribute('href', '/ar/myaccount/tickets');
    await userEvent.click(within(nav).getByRole('button', { name: 'الأمان' }));
    await expect(within(nav).getByRole('link', { name: 'تطبيق المصادقة' })).toHaveAttribute('href', '/ar/myaccount/totp');
  },
};
