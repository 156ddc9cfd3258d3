import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureFundWalletLinksMain, fixtureFundWalletLinksUs } from '../../../testing/fixtures';
import { FundWalletDrawer, type FundWalletDrawerProps } from './fund-wallet-drawer';

/** A Deposit button that opens the drawer, as the header does. */
function WithTrigger(props: FundWalletDrawerProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Deposit</Button>
      <FundWalletDrawer
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/FundWalletDrawer',
  component: FundWalletDrawer,
  args: { open: false, onOpenChange: fn(), links: fixtureFundWalletLinksMain },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof FundWalletDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Main site: open from the Deposit button, see the five links, close it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deposit' }));
    // The drawer renders in a portal and slides in and out: wait for it on a slow machine.
    const dialog = await screen.findByRole('dialog', { name: 'Fund your wallet' }, { timeout: 5000 });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(5);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fund your wallet' })).toBeNull(), { timeout: 5000 });
  },
};

/** US site: two links, shown open. */
export const States: Story = {
  args: { open: true, links: fixtureFundWalletLinksUs },
};
