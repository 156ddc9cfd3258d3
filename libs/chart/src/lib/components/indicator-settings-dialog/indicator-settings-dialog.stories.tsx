import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultIndicator } from '../../indicators/settings';
import { IndicatorSettingsDialog } from './indicator-settings-dialog';

const meta = {
  title: 'Chart/IndicatorSettingsDialog',
  component: IndicatorSettingsDialog,
  args: { config: defaultIndicator('MACD'), onApply: fn(), onClose: fn() },
} satisfies Meta<typeof IndicatorSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** KDJ with an out-of-range period explained next to the field (spec 02 §5: integers 1–2000). */
export const States: Story = {
  args: { config: defaultIndicator('KDJ') },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'KDJ settings' }));
    await userEvent.clear(dialog.getByLabelText('Period'));
    await userEvent.type(dialog.getByLabelText('Period'), '2001');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await expect(dialog.getByText('Enter a number from 1 to 2000')).toBeInTheDocument();
  },
};

export const Bollinger: Story = { args: { config: defaultIndicator('BOLL') } };
export const MovingAverages: Story = { args: { config: defaultIndicator('MA') } };
