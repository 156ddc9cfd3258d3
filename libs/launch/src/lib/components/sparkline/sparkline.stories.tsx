import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Sparkline } from './sparkline';

const meta = {
  title: 'Launch/Sparkline',
  component: Sparkline,
  args: { points: [0, 4, 2, 9, 7, 14, 12, 20], label: 'Rising curve' },
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
} satisfies Meta<typeof Sparkline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rising curve' })).toBeVisible();
  },
};
export const Falling: Story = { args: { points: [10, 8, 9, 4, 2], label: 'Falling curve' } };
/** No history yet: a flat line. */
export const Empty: Story = { args: { points: [], label: 'No data' } };
export const Arabic: Story = { globals: { locale: 'ar' } };
