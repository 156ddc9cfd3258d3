import { SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { registerTaskNone, registerTaskWithReward } from '../../../testing/fixtures';
import { PromoCard } from './promo-card';

const meta = {
  title: 'Promotions/PromoCard',
  component: PromoCard,
  args: { variant: 'app-download', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['signup', 'app-download'] } },
} satisfies Meta<typeof PromoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** App-download card with the $40,000 bonus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$40,000 bonus')).toBeVisible();
  },
};

/** Every variant: sign-up with a task reward, with the newbie prize only, with nothing, and app download. */
export const States: Story = {
  render: (args) => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <PromoCard {...args} variant="signup" registerTask={registerTaskWithReward} />
      <PromoCard {...args} variant="signup" registerTask={{ ...registerTaskNone, newbiePrizeNum: '10000' }} />
      <PromoCard {...args} variant="signup" registerTask={registerTaskNone} />
      <PromoCard {...args} variant="app-download" />
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByText('Up to 100 USDT in rewards')).toBeVisible();
  },
};
