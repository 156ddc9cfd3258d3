import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
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

/** A visitor on the main site; picks Arabic from the language menu. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Language/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'العربية' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('ar');
  },
};

/** Logged in: the user menu replaces Log In / Sign Up. */
export const LoggedIn: Story = {
  args: { isLoggedIn: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Account menu/ }));
    await expect(await screen.findByRole('menuitem', { name: 'Security' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
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
