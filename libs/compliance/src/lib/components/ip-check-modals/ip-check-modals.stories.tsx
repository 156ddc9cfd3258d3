import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiIpCheck } from '../../../testing/api-shapes';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { IpCheckModals } from './ip-check-modals';

const meta = {
  title: 'Compliance/IpCheckModals',
  component: IpCheckModals,
  args: {
    outcome: { overlay: { kind: 'upgrade', closable: true }, result: apiIpCheck({ result: 2, closable: true }) },
    uid: 42,
    now: Date.UTC(2025, 0, 15, 12),
    onReload: fn(),
    onNavigate: fn(),
    onPostpone: fn(),
    allowOrigins: ['https://www.example-exchange.test'],
  },
} satisfies Meta<typeof IpCheckModals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Result 2, closable: "Later" postpones the re-check by 7200 s. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Later' }));
    await waitFor(() => expect(args.onPostpone).toHaveBeenCalled());
  },
};

/** Result 2 from the server, not closable. */
export const UpgradeNotClosable: Story = {
  args: {
    outcome: {
      overlay: { kind: 'upgrade', closable: false },
      result: apiIpCheck({
        result: 2,
        title: 'Identity upgrade required',
        content: 'Please complete advanced verification.',
        button: 'Verify Now',
        url: '/myaccount/kyc3_v1',
      }),
    },
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Verify Now' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/myaccount/kyc3_v1'));
  },
};

/** Result 3 (or 0): VPN tip; Cancel shows the upgrade modal. */
export const States: Story = {
  args: { outcome: { overlay: { kind: 'vpn-tip', closable: true }, result: apiIpCheck({ result: 3 }) } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Cancel' }));
    await expect(await body.findByRole('dialog', { name: 'Verify your identity' })).toBeInTheDocument();
  },
};

/** Result 4: the non-closable detection modal. */
export const Detection: Story = {
  args: { outcome: { overlay: { kind: 'detection' }, result: apiIpCheck({ result: 4 }) } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog', { name: 'Access restricted' })).toBeInTheDocument();
    await expect(body.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

/** Arabic (right-to-left) variants of every story above: the same args and states, `locale: ar`. */
export const DefaultArabic: Story = { ...Default, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const UpgradeNotClosableArabic: Story = { ...UpgradeNotClosable, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const StatesArabic: Story = { ...States, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const DetectionArabic: Story = { ...Detection, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
