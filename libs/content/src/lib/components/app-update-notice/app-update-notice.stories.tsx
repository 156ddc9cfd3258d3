import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppUpdateNotice } from './app-update-notice';

const meta = {
  title: 'Content/AppUpdateNotice',
  component: AppUpdateNotice,
  args: { feature: 'alpha' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppUpdateNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('app-update-notice')).toHaveTextContent('Update the app to use Alpha');
  },
};

export const Pilot: Story = { args: { feature: 'pilot' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl'), { timeout: 5000 });
  },
};
