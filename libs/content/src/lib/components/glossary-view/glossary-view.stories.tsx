import { glossaryFixtures } from '@exchange/content/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { GlossaryView } from './glossary-view';

const meta = {
  title: 'Content/GlossaryView',
  component: GlossaryView,
  args: { site: 'main', locale: 'en', terms: glossaryFixtures },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GlossaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const index = within(canvasElement).getByRole('navigation', { name: 'Jump to letter' });
    await expect(within(index).getByRole('link', { name: 'A' })).toHaveAttribute('href', '#letter-A');
    await expect(within(index).queryByRole('link', { name: 'C' })).toBeNull();
  },
};

export const Empty: Story = { args: { terms: [] } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl'), { timeout: 5000 });
  },
};
