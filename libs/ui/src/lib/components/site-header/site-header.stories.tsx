import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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

/** Menus render in a portal and animate in: wait this long for them on a slow machine. */
const MENU_TIMEOUT = { timeout: 5000 };

/** A visitor on the main site; picks Arabic from the language menu. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Language/ }));
    const arabic = await screen.findByRole('menuitemradio', { name: 'العربية' }, MENU_TIMEOUT);
    await waitFor(() => expect(arabic).toBeVisible(), MENU_TIMEOUT);
    await userEvent.click(arabic);
    await waitFor(() => expect(args.onLocaleChange).toHaveBeenCalledWith('ar'), MENU_TIMEOUT);
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
    const security = await screen.findByRole('menuitem', { name: 'Security' }, MENU_TIMEOUT);
    // The menu content fades in from opacity 0: wait for the animation rather than asserting on its first frame.
    await waitFor(() => expect(security).toBeVisible(), MENU_TIMEOUT);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'), MENU_TIMEOUT);
  },
};

/** Visitor, logged in, and a site with hiddenThemeSwitch + hiddenLangAndRate. */
export const States: Story = {
  render: (args) => (
    <Stack gap="8">
      <SiteHeader {...args} />
      <SiteHeader {...args} isLoggedIn />
      <SiteHeader {...args} hiddenThemeSwitch hiddenLangAndRate />
      <SiteHeader {...args} navLinks={[]} languages={fixtureLanguages.slice(0, 1)} fiats={[]} />
    </Stack>
  ),
};
