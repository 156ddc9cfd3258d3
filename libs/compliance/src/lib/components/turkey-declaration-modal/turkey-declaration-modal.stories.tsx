import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TurkeyDeclarationModal } from './turkey-declaration-modal';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';

const meta = {
  title: 'Compliance/TurkeyDeclarationModal',
  component: TurkeyDeclarationModal,
  args: {
    status: 1,
    onConfirm: fn(() => Promise.resolve(true)),
  },
  argTypes: { status: { control: 'inline-radio', options: [1, 2] } },
} satisfies Meta<typeof TurkeyDeclarationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Need sign: tick the box, then Confirm. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const confirm = await body.findByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(body.getByRole('checkbox'));
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
  },
};

/** Signing fails (the modal stays, Confirm comes back). */
export const States: Story = {
  args: { onConfirm: fn(() => Promise.resolve(false)) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('checkbox'));
    await userEvent.click(body.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(body.getByRole('button', { name: 'Confirm' })).toBeEnabled());
  },
};

/** Signed (status 2): nothing is shown. */
export const Signed: Story = { args: { status: 2 } };

/** Arabic (right-to-left) variants of every story above: the same args and states, `locale: ar`. */
export const DefaultArabic: Story = { ...Default, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const StatesArabic: Story = { ...States, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const SignedArabic: Story = { ...Signed, globals: ARABIC_GLOBALS, play: playArabic({ dialog: false }) };
