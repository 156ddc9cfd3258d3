import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { OrderBookControls } from './order-book-controls';

const meta = {
  title: 'Chart/OrderBookPanel/Controls',
  component: OrderBookControls,
  args: { status: 'open', stale: false, mode: 'both', multiple: 1, pricePrecision: 2, onMode: fn(), onMultiple: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderBookControls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title, live badge, sides and grouping: the arrow keys move between the sides; the grouping picks a tick multiple. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Buy orders only' }));
    await expect(args.onMode).toHaveBeenCalledWith('bids');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Price grouping' }), '10');
    await expect(args.onMultiple).toHaveBeenCalledWith(10);
  },
};

/** Connecting: the badge says so while the first snapshot is on its way. */
export const Loading: Story = { args: { status: 'connecting' } };

/** The live data is unavailable. */
export const Error: Story = { args: { status: 'closed' } };

/** Resyncing after a gap (busy). */
export const Busy: Story = { args: { stale: true } };

export const Arabic: Story = { globals: ARABIC_GLOBALS, play: playArabic };
