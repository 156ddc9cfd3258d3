import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FIXTURE_NOW, withLaunchClient } from '../../../testing';
import { PreMarketView } from './pre-market-view';

const meta = {
  title: 'Launch/PreMarketView',
  component: PreMarketView,
  args: { kind: 'pre-market', now: FIXTURE_NOW },
  decorators: [withLaunchClient()],
} satisfies Meta<typeof PreMarketView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A live token with its price and an upcoming one without a price yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByTestId('pre-market-token')).toHaveLength(2);
  },
};
export const Premint: Story = { args: { kind: 'premint' } };
export const Arabic: Story = { globals: { locale: 'ar' } };
export const Empty: Story = { decorators: [withLaunchClient({ empty: true })] };
export const Loading: Story = { decorators: [withLaunchClient({ pending: true })] };
