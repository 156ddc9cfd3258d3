import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HomeBanner } from './home-banner';

/** An inline image (the stories have no sandbox static files). */
const IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="128"><rect width="320" height="128" fill="#2563eb"/></svg>')}`;
const plan = {
  plan_id: '101',
  title: 'Trade BTC with zero fees this week',
  content: 'Limited-time campaign for spot trading.',
  img: IMAGE,
  img_h5: IMAGE,
  url: '/trade/BTC_USDT',
};

const meta = {
  title: 'Promotions/HomeBanner',
  component: HomeBanner,
  args: { plan, onExposure: fn(), onClick: fn() },
} satisfies Meta<typeof HomeBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Homepage banner 2 (resource_type 4, position index): one link; its exposure is reported after 1 s on screen. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Trade BTC with zero fees/ });
    await expect(link).toHaveAttribute('href', '/trade/BTC_USDT');
    await waitFor(() => expect(args.onExposure).toHaveBeenCalledTimes(1), { timeout: 3000 });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** States: no image and no content; an unsafe plan url (shown as text, no link). */
export const States: Story = {
  render: (args) => (
    <div>
      <HomeBanner {...args} plan={{ ...plan, plan_id: '102', img: '', img_h5: '', content: '' }} />
      <HomeBanner {...args} plan={{ ...plan, plan_id: '103', title: 'Unsafe link', url: 'javascript:alert(1)' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** Arabic (right-to-left): the image sits on the right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { plan: { ...plan, title: 'تداول BTC بدون رسوم هذا الأسبوع', content: 'حملة لفترة محدودة.' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await waitFor(() => expect(getComputedStyle(link).direction).toBe('rtl'));
  },
};
