import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureNotFoundLinks, fixtureTrendingStories } from '../../../testing/fixtures';
import { NotFoundView } from './not-found-view';

const meta = {
  title: 'UI/NotFoundView',
  component: NotFoundView,
  parameters: { layout: 'fullscreen' },
  args: { homeHref: '/', links: fixtureNotFoundLinks, trendingStories: fixtureTrendingStories },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Main site: 19 helpful links in 3 columns and trending stories. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/');
    await expect(canvas.getAllByRole('link', { name: /./ }).length).toBeGreaterThan(19);
  },
};

/** A shorter list without trending stories (US/UAE-like), returning to a language prefix. */
export const States: Story = {
  args: { homeHref: '/ar', links: fixtureNotFoundLinks.slice(0, 5), trendingStories: [] },
};

/** Stories from the content call (decision 1402): an https story opens in a new tab. */
export const ContentStories: Story = {
  args: {
    trendingStories: [
      { title: 'Ether climbs as network fees fall to a yearly low', href: '/trade/ETH_USDT', meta: 'Markets · 2 h' },
      { title: 'Quarterly research report', href: 'https://research.example.test/q3', meta: 'Research', newTab: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const trending = within(within(canvasElement).getByRole('region', { name: 'Trending stories' }));
    await expect(trending.getAllByRole('listitem')).toHaveLength(2);
    await expect(trending.getByRole('link', { name: /Quarterly research report/ })).toHaveAttribute('target', '_blank');
  },
};

/** Arabic (RTL), with the sandbox's Arabic stories. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    homeHref: '/ar',
    trendingStories: [
      { title: 'الإيثر يرتفع مع انخفاض رسوم الشبكة إلى أدنى مستوى سنوي', href: '/ar/trade/ETH_USDT', meta: 'Markets · 2 h' },
      { title: 'العقود الآجلة للبيتكوين تسجل رقمًا قياسيًا جديدًا', href: '/ar/futures/usdt/BTC_USDT', meta: 'Futures · 5 h' },
    ],
  },
};
