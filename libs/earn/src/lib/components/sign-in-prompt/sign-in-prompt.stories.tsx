import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { earnLinks } from '../../../testing';
import { SignInPrompt } from './sign-in-prompt';

const meta = {
  title: 'Earn/SignInPrompt',
  component: SignInPrompt,
  args: { links: earnLinks },
} satisfies Meta<typeof SignInPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a visitor sees where a user's balances would be. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  },
};

/** Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' } };
