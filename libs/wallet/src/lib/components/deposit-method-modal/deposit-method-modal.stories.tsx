import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { depositMethods } from '../../rules/deposit-methods';
import { DepositMethodModal } from './deposit-method-modal';

const withHrefs = (methods: ReturnType<typeof depositMethods>) => ({
  always: methods.always.map((m) => ({ ...m, href: m.path })),
  otherWays: methods.otherWays.map((m) => ({ ...m, href: m.path })),
});

const shown = withHrefs(
  depositMethods({ site: 'main', otherWaysEnabled: true, ukLimited: false, menu: [], p2pFiat: 'EUR', buyFiat: 'EUR' }),
);
const hidden = withHrefs(
  depositMethods({ site: 'main', otherWaysEnabled: true, ukLimited: true, menu: [], p2pFiat: 'EUR', buyFiat: 'EUR' }),
);

const meta = {
  title: 'Wallet/DepositMethodModal',
  component: DepositMethodModal,
  args: { open: true, onClose: fn(), fiat: 'EUR', ...shown },
} satisfies Meta<typeof DepositMethodModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Main site, fiat entitled: on-chain and code deposit, then the other ways with EUR filled in. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Choose a deposit method' });
    await expect(within(dialog).getByRole('link', { name: /P2P trading/ })).toHaveAttribute('href', '/c2c/USDT_EUR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The rule hid the other ways (UK-limited, US site, fiat_trade in the menu or the section off). */
export const OtherWaysHidden: Story = {
  args: hidden,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Choose a deposit method' });
    await expect(within(dialog).queryByRole('heading', { name: 'Other ways' })).toBeNull();
  },
};

/** Arabic (RTL). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'اختر طريقة الإيداع' })).toBeInTheDocument();
  },
};
