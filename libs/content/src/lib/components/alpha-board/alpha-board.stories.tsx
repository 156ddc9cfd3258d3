import { alphaTokenFixtures } from '@exchange/content/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AlphaBoard } from './alpha-board';

const meta = {
  title: 'Content/AlphaBoard',
  component: AlphaBoard,
  args: { site: 'main', locale: 'en', tokens: alphaTokenFixtures },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AlphaBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Buy PEPE' })).toHaveAttribute('href', '/alpha/PEPE');
  },
};

/** `/pilot`: newest first, with how it works. */
export const Pilot: Story = { args: { variant: 'pilot' } };

/** The board could not be loaded. */
export const Empty: Story = { args: { tokens: [] } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl'), { timeout: 5000 });
  },
};
