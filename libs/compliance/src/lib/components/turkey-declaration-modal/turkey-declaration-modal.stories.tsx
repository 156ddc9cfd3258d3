import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import type { DeclarationSubmitResult } from '../../rules/turkey-declaration';
import { TurkeyDeclarationModal } from './turkey-declaration-modal';

const meta = {
  title: 'Compliance/TurkeyDeclarationModal',
  component: TurkeyDeclarationModal,
  args: {
    status: 1,
    onConfirm: fn((): Promise<DeclarationSubmitResult> => Promise.resolve({ ok: true })),
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

/** Signing fails: an inline alert with the generic text; the box stays ticked and Confirm comes back. */
export const States: Story = {
  args: { onConfirm: fn((): Promise<DeclarationSubmitResult> => Promise.resolve({ ok: false, message: null })) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('checkbox'));
    await userEvent.click(body.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(body.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    await expect(await within(await body.findByRole('alertdialog')).findByRole('alert')).toBeVisible();
    await expect(body.getByRole('checkbox')).toBeChecked();
  },
};

/** The exchange refuses with its own text (issue 13 item 6): that text is shown instead of the generic one. */
export const ServerMessage: Story = {
  args: {
    onConfirm: fn((): Promise<DeclarationSubmitResult> =>
      Promise.resolve({ ok: false, message: 'The declaration service is busy, please try again in a minute.' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('checkbox'));
    await userEvent.click(body.getByRole('button', { name: 'Confirm' }));
    await expect(await within(await body.findByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      'The declaration service is busy, please try again in a minute.',
    );
  },
};

/** Signed (status 2): nothing is shown. */
export const Signed: Story = { args: { status: 2 } };

/** Arabic (right-to-left) variants of every story above: the same args and states, `locale: ar`. */
export const DefaultArabic: Story = { ...Default, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
/** The failed-submit state in Arabic: the generic text from the Arabic catalogue, in the right-to-left dialog. */
export const StatesArabic: Story = {
  ...States,
  globals: ARABIC_GLOBALS,
  play: async (context) => {
    await playArabic({ dialog: true })(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button'));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('تعذّر إرسال إقرارك. يرجى المحاولة مرة أخرى.');
    await waitFor(() => expect(within(dialog).getByRole('button')).toBeEnabled());
  },
};
export const ServerMessageArabic: Story = { ...ServerMessage, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const SignedArabic: Story = { ...Signed, globals: ARABIC_GLOBALS, play: playArabic({ dialog: false }) };
