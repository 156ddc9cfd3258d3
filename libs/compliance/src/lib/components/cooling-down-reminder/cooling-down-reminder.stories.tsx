import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiReminder } from '../../../testing/api-shapes';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { CoolingDownReminder } from './cooling-down-reminder';

const meta = {
  title: 'Compliance/CoolingDownReminder',
  component: CoolingDownReminder,
  args: {
    reminder: apiReminder({
      content: 'You are in a 24-hour cooling-down period before your first investment. Please read the Risk Disclosure.',
      ok_button: 'View details',
      cancel_button: 'Cancel',
      ok_button_router: '/myaccount/profile',
    }),
    allowOrigins: ['https://www.example-exchange.test'],
    onNavigate: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof CoolingDownReminder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'View details' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/myaccount/profile'));
  },
};

/** Server labels missing (defaults "OK" / "Cancel") and a route that is not an internal path (ok only closes). */
export const States: Story = {
  args: {
    reminder: apiReminder({
      content: 'Cooling-down reminder without server labels; its route is not allowed.',
      ok_button_router: 'https://evil.example.org',
    }),
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalled());
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** Arabic (right-to-left) variants of every story above: the same args and states, `locale: ar`. */
export const DefaultArabic: Story = { ...Default, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const StatesArabic: Story = { ...States, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
