import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { UserAgreementModal } from './user-agreement-modal';

const meta = {
  title: 'Compliance/UserAgreementModal',
  component: UserAgreementModal,
  args: {
    open: true,
    content: 'We have updated our User Agreement. Please read the User Agreement and accept it to continue using our services.',
    submitLabel: 'I Agree',
    onSubmit: fn(() => Promise.resolve()),
    allowOrigins: ['https://www.example-exchange.test'],
  },
} satisfies Meta<typeof UserAgreementModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'I Agree' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

/** The submit call fails: the modal stays open and says so. */
export const States: Story = {
  args: { submitLabel: null, onSubmit: fn(() => Promise.reject(new Error('Network error'))) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'I Agree' }));
    await expect(await within(await body.findByRole('alertdialog')).findByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

/** Long server HTML content scrolls inside the dialog. */
export const LongContent: Story = {
  args: {
    content: `<p>${'These terms govern your use of our services. '.repeat(60)}</p><p>Read the <a href="/user-agreement">full agreement</a>.</p>`,
  },
};

/** Arabic (right-to-left) variants of every story above: the same args and states, `locale: ar`. */
export const DefaultArabic: Story = { ...Default, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const StatesArabic: Story = { ...States, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const LongContentArabic: Story = { ...LongContent, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
