import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlphaBanner } from './alpha-banner';

/** An inline image (the stories have no sandbox static files). */
/** A site path the stories serve: server images load only from site paths and the site's image origins (decision 1870). */
const IMAGE = '/static/coin/BTC.svg';
const card = { id: '1', title: 'PEPE is live on Alpha', url: '/alpha/PEPE', img: IMAGE, sort: 1 };

const meta = {
  title: 'Promotions/AlphaBanner',
  component: AlphaBanner,
  args: { card, onExposure: fn(), onClose: fn() },
} satisfies Meta<typeof AlphaBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card of the rotation (spec 03 §4); closing hides it (the layer keeps it closed for 24 h). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: card.title })).toHaveAttribute('href', '/alpha/PEPE');
    await waitFor(() => expect(args.onExposure).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Close alpha banner' }));
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** States: a card without an image, one whose url is unsafe (title only), one whose image is on another host (placeholder). */
export const States: Story = {
  render: (args) => (
    <div>
      <AlphaBanner {...args} card={{ ...card, id: '2', img: '', title: 'Trade early listings', url: '/alpha' }} />
      <AlphaBanner {...args} card={{ ...card, id: '3', title: 'Unsafe link', url: 'javascript:alert(1)' }} />
      <AlphaBanner {...args} card={{ ...card, id: '4', title: 'Image from another host', img: 'https://evil.example/a.png' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('complementary')).toHaveLength(3);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getAllByTestId('image-placeholder')).toHaveLength(1);
  },
};

/** Arabic (right-to-left). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { card: { ...card, title: 'PEPE متاح الآن على Alpha' } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('complementary');
    await waitFor(() => expect(getComputedStyle(banner).direction).toBe('rtl'));
  },
};
