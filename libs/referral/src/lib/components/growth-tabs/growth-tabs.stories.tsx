import { Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GrowthTabs } from './growth-tabs';

const meta = {
  title: 'Referral/GrowthTabs',
  component: GrowthTabs,
  args: { active: 'referral', showAffiliate: true, showBroker: true, langPrefix: '', onAffiliateClick: fn(), onBrokerClick: fn() },
  argTypes: { active: { control: 'select', options: ['rewards', 'competition', 'referral', 'affiliate', 'broker', null] } },
} satisfies Meta<typeof GrowthTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All five tabs on the referral page; affiliate opens through its jump handler. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Referral' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Rewards Hub' })).toHaveAttribute('href', '/rewards_hub?ch=growth_referral_to_rewards');
    await userEvent.click(canvas.getByRole('link', { name: 'Affiliate' }));
    await expect(args.onAffiliateClick).toHaveBeenCalledTimes(1);
  },
};

/** Each active tab and flag combination. */
export const States: Story = {
  render: (args) => (
    <Stack gap="6">
      {(
        [
          ['Rewards, main tabs only', 'rewards', false, false],
          ['Competition, with affiliate', 'competition', true, false],
          ['Referral, with broker', 'referral', false, true],
          ['Broker, all tabs', 'broker', true, true],
        ] as const
      ).map(([label, active, showAffiliate, showBroker]) => (
        <Stack key={label} gap="1">
          <Text textStyle="xs" color="fg.muted">
            {label}
          </Text>
          <GrowthTabs {...args} active={active} showAffiliate={showAffiliate} showBroker={showBroker} />
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('navigation')).toHaveLength(4);
  },
};
