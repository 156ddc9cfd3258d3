import { ExchangeClientProvider, type RebateUserInfo } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { affiliateRebateInfo, loggedInReferralContext, normalRebateInfo, partnerRebateInfo, referralSiteContext } from '../../../testing';
import { ReferralOverview } from './referral-overview';

/** An exchange client answering rebateUserInfo from the story, or failing it. */
const withRebate =
  (rebate: RebateUserInfo | 'fail'): Decorator =>
  (Story) => (
    <ExchangeClientProvider
      client={createFixtureClient(rebate === 'fail' ? {} : { rebateUserInfo: rebate }, rebate === 'fail' ? { rebateUserInfo: 'http' } : {})}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      <Story />
    </ExchangeClientProvider>
  );

const meta = {
  title: 'Referral/ReferralOverview',
  component: ReferralOverview,
  args: { context: loggedInReferralContext, siteName: 'Exchange', loginHref: '/login' },
  decorators: [withRebate(partnerRebateInfo)],
} satisfies Meta<typeof ReferralOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A partner: code, link, agency type; "Share my link" opens the share modal with the image. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('referral-code')).toHaveTextContent('KOL42');
    await expect(canvas.getByTestId('agency-type')).toHaveTextContent('Partner');
    await userEvent.click(canvas.getByRole('button', { name: 'Share my link' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share' }));
    await expect(await dialog.findByRole('img', { name: /KOL42/ }, { timeout: 10000 })).toBeInTheDocument();
  },
};

/** An affiliate. */
export const Affiliate: Story = { decorators: [withRebate(affiliateRebateInfo)] };

/** A regular user: the encrypted uid is the code. */
export const RegularUser: Story = { decorators: [withRebate(normalRebateInfo)] };

/** The call failed: the fallback, no code. */
export const CallFailed: Story = {
  decorators: [withRebate('fail')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/not available right now/)).toHaveAttribute('role', 'alert');
  },
};

/** A visitor: the sign-in prompt. */
export const Visitor: Story = {
  args: { context: referralSiteContext },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

/** Arabic (RTL); the code and link stay left-to-right. */
export const Arabic: Story = { globals: { locale: 'ar' }, args: { context: { ...loggedInReferralContext, locale: 'ar' } } };
