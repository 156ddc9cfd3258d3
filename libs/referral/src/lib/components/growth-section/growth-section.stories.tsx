import { Stack, Text } from '@chakra-ui/react';
import { ExchangeClientProvider, type RebateUserInfo } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { affiliateRebateInfo, loggedInReferralContext, normalRebateInfo, partnerRebateInfo, referralSiteContext } from '../../../testing';
import { GrowthSection } from './growth-section';

const withRebate =
  (rebate: RebateUserInfo): Decorator =>
  (Story) => (
    <ExchangeClientProvider
      client={createFixtureClient({ rebateUserInfo: rebate })}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      <Story />
    </ExchangeClientProvider>
  );

const meta = {
  title: 'Referral/GrowthSection',
  component: GrowthSection,
  args: { context: loggedInReferralContext, active: 'referral', siteName: 'Exchange', loginHref: '/login', onJump: fn() },
  argTypes: { active: { control: 'select', options: ['rewards', 'competition', 'referral', 'affiliate', 'broker'] } },
  decorators: [withRebate(partnerRebateInfo)],
} satisfies Meta<typeof GrowthSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The referral page of a partner: the broker tab opens through its jump handler. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('referral-code')).toHaveTextContent('KOL42');
    await userEvent.click(canvas.getByRole('link', { name: 'Broker' }));
    await expect(args.onJump).toHaveBeenCalledWith('/referral/broker');
  },
};

/** The rewards hub of a regular user. */
export const RewardsHub: Story = { args: { active: 'rewards' }, decorators: [withRebate(normalRebateInfo)] };

/** The competition centre of an affiliate (affiliate tab shown). */
export const CompetitionCenter: Story = {
  args: { active: 'competition' },
  decorators: [withRebate(affiliateRebateInfo)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Affiliate' })).toBeInTheDocument();
  },
};

/** The affiliate and broker programme pages. */
export const Programmes: Story = {
  render: (args) => (
    <Stack gap="8">
      {(['affiliate', 'broker'] as const).map((tab) => (
        <Stack key={tab} gap="1">
          <Text textStyle="xs" color="fg.muted">
            {tab}
          </Text>
          <GrowthSection {...args} active={tab} />
        </Stack>
      ))}
    </Stack>
  ),
};

/** A visitor: tabs and the sign-in prompt. */
export const Visitor: Story = {
  args: { context: referralSiteContext },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('referral-sign-in')).toBeInTheDocument();
  },
};

/** A site with hiddenReferral. */
export const HiddenReferral: Story = { args: { hiddenReferral: true } };

/** Arabic (RTL). */
export const Arabic: Story = { globals: { locale: 'ar' }, args: { context: { ...loggedInReferralContext, locale: 'ar' } } };
