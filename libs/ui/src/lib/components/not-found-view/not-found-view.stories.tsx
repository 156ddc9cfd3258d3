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
