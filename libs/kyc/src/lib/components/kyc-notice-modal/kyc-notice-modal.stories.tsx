import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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

/** The dialog opens once the overlay queue gives it its turn, and animates in: wait up to this long. */
const DIALOG_TIMEOUT = { timeout: 5000 };

/** The KYC upgrade notice (once per 12 h): Later closes it. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Dear User' }, DIALOG_TIMEOUT);
    await waitFor(() => expect(dialog).toBeVisible(), DIALOG_TIMEOUT);
    await waitFor(() => expect(args.onOpen).toHaveBeenCalledTimes(1), DIALOG_TIMEOUT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dear User' })).toBeNull(), DIALOG_TIMEOUT);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** Risk-user guide with the server's text and a Learn more link; closable. */
export const RiskGuide: Story = {
  args: { kind: 'risk' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Dear User' }, DIALOG_TIMEOUT);
    await waitFor(() => expect(dialog).toBeVisible(), DIALOG_TIMEOUT);
    await expect(within(dialog).getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/help/risk-guide');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify Now' }));
    await waitFor(() => expect(args.onUpgrade).toHaveBeenCalledTimes(1), DIALOG_TIMEOUT);
  },
};

/** Risk-user guide the server marks as not closable: only Verify Now, no close button, Escape ignored. */
export const RiskLocked: Story = {
  args: { kind: 'risk', riskClosable: false, riskGuideUrl: null },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Dear User' }, DIALOG_TIMEOUT);
    // Press Escape only once the dialog is fully open, so the check below tests the locked dialog, not a half-mounted one.
    await waitFor(() => expect(dialog).toBeVisible(), DIALOG_TIMEOUT);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(within(dialog).queryByRole('button', { name: 'Later' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Verify Now' })).toBeVisible();
  },
};

/** Arabic (right-to-left): the notice is laid out right-to-left, its × in the top left corner. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await waitFor(() => {
      const found = screen.getByRole('dialog');
      expect(found).toHaveAccessibleName();
      return found;
    }, DIALOG_TIMEOUT);
    await waitFor(() => expect(getComputedStyle(dialog).direction).toBe('rtl'), DIALOG_TIMEOUT);
    const box = dialog.getBoundingClientRect();
    const buttons = within(dialog).getAllByRole('button');
    // The × is the last button in the DOM; in RTL it sits at the inline end, the left.
    const close = (buttons.at(-1) as HTMLElement).getBoundingClientRect();
    await expect(close.left - box.left).toBeLessThan(box.right - close.right);
  },
};
