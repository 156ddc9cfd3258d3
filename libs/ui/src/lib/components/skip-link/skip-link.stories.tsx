import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './skip-link';

const meta = {
  title: 'UI/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  args: { href: '#main', children: 'Skip to content' },
  render: (args) => (
    <div style={{ position: 'relative', minHeight: '8rem' }}>
      <SkipLink {...args} />
      <main id="main" tabIndex={-1} style={{ padding: '3rem 1rem' }}>
        Main content
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off screen until Tab reaches it: the first tab stop shows it in the top inline-start corner. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#main');
  },
};

/** A longer, translated label (switch the locale to `ar` to see it on the right). */
export const States: Story = {
  args: { children: 'Skip to the main content of this page' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};
