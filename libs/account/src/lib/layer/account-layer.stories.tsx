import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { accountSiteContext } from '../../testing';
import { AccountLayer } from './account-layer';

const meta = {
  title: 'Account/AccountLayer',
  component: AccountLayer,
  args: { context: accountSiteContext },
} satisfies Meta<typeof AccountLayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The layer renders nothing of its own: it guards sub-accounts on the account pages (toast + redirect). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** A visitor: nothing is checked. */
export const Visitor: Story = {
  args: { context: { ...accountSiteContext, user: { isLoggedIn: false, uid: null, nickname: null } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Arabic (right-to-left). */
export const Arabic: Story = {
  args: { context: { ...accountSiteContext, locale: 'ar' } },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
