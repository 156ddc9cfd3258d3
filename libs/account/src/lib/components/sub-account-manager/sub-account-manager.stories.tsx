import type { SubAccount } from '@exchange/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubAccountManager } from './sub-account-manager';

const T = Date.UTC(2026, 0, 1);
const SUBS: SubAccount[] = [
  { uid: '100021', name: 'sub-trading', type: 1, sub_type: 0, frozen: false, created_at: T },
  { uid: '100022', name: 'fund_desk', type: 4, sub_type: 7, frozen: true, created_at: T + 86_400_000 },
];

const meta = {
  title: 'Account/SubAccountManager',
  component: SubAccountManager,
  args: {
    view: { kind: 'list', canCreate: true, frozenCount: 1 },
    subAccounts: SUBS,
    limit: 20,
    onCreate: fn(async (): Promise<string | null> => null),
    onFreeze: fn(async (): Promise<string | null> => null),
  },
} satisfies Meta<typeof SubAccountManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two sub-accounts (one frozen, managed); freeze the other; create a managed one. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Freeze sub-trading' }));
    await expect(args.onFreeze).toHaveBeenCalledWith({ uid: '100021', frozen: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Create sub-account' }));
    await expect(canvas.getByText('Use 3 to 20 letters, digits, "-" or "_".')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Sub-account name'), 'desk_two');
    await userEvent.click(canvas.getByRole('radio', { name: /^Managed/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create sub-account' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'desk_two', type: 4 });
    await expect(await canvas.findByText('Sub-account desk_two created.')).toBeVisible();
  },
};

/** No sub-accounts yet. */
export const Empty: Story = { args: { subAccounts: [], view: { kind: 'list', canCreate: true, frozenCount: 0 } } };

/** Loading. */
export const Loading: Story = { args: { view: { kind: 'loading' } } };

/** The read failed. */
export const Error: Story = { args: { view: { kind: 'failed' } } };

/** A sub-account: told why it cannot manage any. */
export const NotMainAccount: Story = { args: { view: { kind: 'not-main' } } };

/** At the limit: no form. */
export const Full: Story = { args: { limit: 2, view: { kind: 'list', canCreate: false, frozenCount: 1 } } };

/** Arabic (right-to-left). */
export const Arabic: Story = { globals: { locale: 'ar' } };
