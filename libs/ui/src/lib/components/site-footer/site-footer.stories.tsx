import { Link, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureFooterGroups } from '../../../testing/fixtures';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'UI/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: { groups: fixtureFooterGroups, copyright: { siteName: 'Example X', year: 2025 } },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A visitor's sign-up call above the links (hidden on sites with the hiddenFooterSignup switch). */
export const WithSignup: Story = {
  args: { signupHref: '/signup' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/signup');
  },
};

export const WithSignupArabic: Story = { args: { signupHref: '/ar/signup' }, globals: { locale: 'ar' } };

/** Main site with an extra compliance row, Japan's fixed copyright line, and a site with a short link set. */
export const States: Story = {
  render: (args) => (
    <Stack gap="10">
      <SiteFooter
        {...args}
        extraRows={[
          <Text key="risk">Crypto assets are volatile. Only invest what you can afford to lose.</Text>,
          <Link key="decl" href="/declaration">
            Customer declaration
          </Link>,
        ]}
      />
      <SiteFooter {...args} copyright="Copyright © Example X. All Rights Reserved." />
      <SiteFooter
        {...args}
        groups={[
          {
            links: [
              { label: 'About us', href: '/about-us' },
              { label: 'User agreement (PDF)', href: '/docs/agreement.pdf', newTab: true },
              { label: 'Fees', href: '/fee' },
            ],
          },
        ]}
      />
    </Stack>
  ),
};
