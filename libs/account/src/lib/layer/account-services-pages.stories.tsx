import { ExchangeClientProvider } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CouponCenterPage, NotificationsPage, TicketsPage } from './account-services-pages';

const props = { site: 'main' as const, locale: 'en', isLoggedIn: false, loginHref: '/login' };

const meta = {
  title: 'Account/ServicePages',
  render: () => (
    <ExchangeClientProvider client={createFixtureClient({})} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <section aria-label="Tickets">
        <TicketsPage {...props} />
      </section>
      <section aria-label="Notifications">
        <NotificationsPage {...props} />
      </section>
      <section aria-label="Coupons">
        <CouponCenterPage {...props} />
      </section>
    </ExchangeClientProvider>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: each page says why it is empty and links to log in. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link', { name: 'Log in' });
    await expect(links).toHaveLength(3);
    for (const link of links) await expect(link).toHaveAttribute('href', '/login');
  },
};

/** Logged out, in Arabic. */
export const LoggedOutArabic: Story = { globals: { locale: 'ar' } };
