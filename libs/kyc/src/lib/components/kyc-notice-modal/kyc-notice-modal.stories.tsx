import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { KycNoticeModal } from './kyc-notice-modal';

const meta = {
  title: 'KYC/KycNoticeModal',
  component: KycNoticeModal,
  args: {
    kind: 'upgrade',
    riskMessage: 'We noticed unusual activity on your account. Please complete identity verification to keep using all features.',
    riskGuideUrl: '/help/risk-guide',
    riskClosable: true,
    onUpgrade: fn(),
    onOpen: fn(),
    onClose: fn(),
  },
  argTypes: {
    kind: { control: 'inline-radio', options: ['upgrade', 'risk', null] },
    riskClosable: { control: 'boolean', description: 'risk_user_guide_be_closed' },
  },
} satisfies Meta<typeof KycNoticeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The KYC upgrade notice (once per 12 h): Later closes it. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Dear User' });
    await expect(dialog).toBeVisible();
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dear User' })).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Risk-user guide with the server's text and a Learn more link; closable. */
export const RiskGuide: Story = {
  args: { kind: 'risk' },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Dear User' });
    await expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/help/risk-guide');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Now' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
  },
};

/** Risk-user guide the server marks as not closable: only Verify Now, no close button, Escape ignored. */
export const RiskLocked: Story = {
  args: { kind: 'risk', riskClosable: false, riskGuideUrl: null },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Dear User' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Later' })).toBeNull();
  },
};
