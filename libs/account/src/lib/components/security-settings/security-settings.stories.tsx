import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SecuritySettings } from './security-settings';

const meta = {
  title: 'Account/SecuritySettings',
  component: SecuritySettings,
  args: {
    frequency: 1,
    kycLevel: '2',
    subAccount: null,
    hrefs: { fundpassSetup: '/myaccount/fundpass_setup', totp: '/myaccount/totp', kyc: '/myaccount/kyc_home' },
    onChangeFrequency: fn(),
  },
} satisfies Meta<typeof SecuritySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user with a fund password asked once an hour; Change opens the frequency modal. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change' }));
    await expect(args.onChangeFrequency).toHaveBeenCalled();
  },
};

/** No fund password yet: "Set up", and no frequency to change. */
export const Unset: Story = {
  args: { frequency: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Change' })).toBeDisabled();
  },
};

/** A managed sub-account (spec 03 §6). */
export const SubAccount: Story = { args: { subAccount: { kind: 'managed', purpose: 'asset-management' } } };

/** Arabic (right-to-left). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toBeInTheDocument();
  },
};
