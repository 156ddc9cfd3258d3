import { articleFixtures } from '@exchange/content/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ArticleList } from './article-list';

const meta = {
  title: 'Content/ArticleList',
  component: ArticleList,
  args: { site: 'main', locale: 'en', kind: 'news', articles: articleFixtures },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Crypto news' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Ether climbs/ })).toHaveAttribute('href', '/news/ether-fees-yearly-low');
  },
};

/** The help centre with a search that found nothing. */
export const Empty: Story = {
  args: { kind: 'help', articles: [], query: 'nothing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No articles match/)).toBeVisible();
  },
};

/** The list call failed: its fallback is an empty list. */
export const Error: Story = { args: { articles: [] } };

/** Upcoming events show their start dates. */
export const Events: Story = {
  args: { kind: 'events', articles: articleFixtures.map((a, i) => ({ ...a, starts_at: a.published_at + (i + 1) * 86_400_000 })) },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl'), { timeout: 5000 });
  },
};
