import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HomeBanner } from './home-banner';

/**
 * A site path the stories serve (the shared preview's static files): server images load only from site paths and the
 * site's image origins (decision 1870), so an inline `data:` image would show the placeholder.
 */
const IMAGE = '/static/coin/BTC.svg';
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

/** States: no image and no content; an unsafe plan url (shown as text, no link); an image from another host (placeholder). */
export const States: Story = {
  render: (args) => (
    <div>
      <HomeBanner {...args} plan={{ ...plan, plan_id: '102', img: '', img_h5: '', content: '' }} />
      <HomeBanner {...args} plan={{ ...plan, plan_id: '103', title: 'Unsafe link', url: 'javascript:alert(1)' }} />
      <HomeBanner
        {...args}
        plan={{ ...plan, plan_id: '104', title: 'Image from another host', img: 'https://evil.example/a.png', img_h5: '' }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getAllByTestId('image-placeholder')).toHaveLength(1);
    await expect(canvasElement.querySelector('img[src*="evil"]')).toBeNull();
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
