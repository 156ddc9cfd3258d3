import { articleFixture } from '@exchange/content/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ArticleView } from './article-view';

const meta = {
  title: 'Content/ArticleView',
  component: ArticleView,
  args: { site: 'main', locale: 'en', kind: 'news', article: articleFixture },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ArticleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Ether climbs');
    await expect(canvas.getByRole('link', { name: 'Back to Crypto news' })).toHaveAttribute('href', '/news');
  },
};

/** The trade match announcement with its calls to action. */
export const WithActions: Story = {
  args: {
    kind: 'announcement',
    actions: [
      { label: 'Start trading', path: '/trade/BTC_USDT' },
      { label: 'Trade futures', path: '/futures/usdt/BTC_USDT' },
    ],
  },
};

/** No related articles. */
export const Empty: Story = { args: { article: { ...articleFixture, related: [] } } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl'), { timeout: 5000 });
  },
};
