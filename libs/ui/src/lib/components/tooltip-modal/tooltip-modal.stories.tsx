import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TooltipModal } from './tooltip-modal';

const meta = {
  title: 'UI/TooltipModal',
  component: TooltipModal,
  args: {
    title: 'Funding rate',
    content: 'Paid every 8 hours between long and short positions. Positive: longs pay shorts.',
    closeLabel: 'Close',
    children: (
      <button type="button" style={{ textDecoration: 'underline dotted' }}>
        Funding rate
      </button>
    ),
  },
} satisfies Meta<typeof TooltipModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Funding rate' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Funding rate' });
    // The dialog fades in: wait for it to be shown, then for its text.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('Paid every 8 hours');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'معدل التمويل',
    content: 'يُدفع كل 8 ساعات بين المراكز الطويلة والقصيرة.',
    closeLabel: 'إغلاق',
    children: <button type="button">معدل التمويل</button>,
  },
};
