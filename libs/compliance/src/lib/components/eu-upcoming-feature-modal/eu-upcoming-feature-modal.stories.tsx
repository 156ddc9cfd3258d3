import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { EuUpcomingFeatureModal } from './eu-upcoming-feature-modal';

const meta = {
  title: 'Compliance/EuUpcomingFeatureModal',
  component: EuUpcomingFeatureModal,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof EuUpcomingFeatureModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Stay tuned!' })).toHaveTextContent('This feature is upcoming');
    await userEvent.click(body.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** Closed (the default until an upcoming-feature link is clicked). */
export const States: Story = { args: { open: false } };

/** Arabic (right-to-left) variants of every story above: the same args and states, `locale: ar`. */
export const DefaultArabic: Story = { ...Default, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const StatesArabic: Story = { ...States, globals: ARABIC_GLOBALS, play: playArabic({ dialog: false }) };
