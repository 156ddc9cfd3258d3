import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlphaBanner } from './alpha-banner';

/** An inline image (the stories have no sandbox static files). */
const IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="128"><rect width="320" height="128" fill="#2563eb"/></svg>')}`;
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

/** States: a card without an image, and one whose url is unsafe (title only). */
export const States: Story = {
  render: (args) => (
    <div>
      <AlphaBanner {...args} card={{ ...card, id: '2', img: '', title: 'Trade early listings', url: '/alpha' }} />
      <AlphaBanner {...args} card={{ ...card, id: '3', title: 'Unsafe link', url: 'javascript:alert(1)' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('complementary')).toHaveLength(2);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
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
