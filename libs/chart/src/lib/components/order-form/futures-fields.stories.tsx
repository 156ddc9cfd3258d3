import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { EntryOptions, MarginFields, type EntryOptionsProps } from './futures-fields';

/** The futures opening fields of the order form: margin mode and leverage, reduce-only and TP/SL at entry. */
function FuturesFields(props: { leverageError?: string; stopLossError?: string; onChange: (patch: object) => void; tpsl?: boolean }) {
  const [margin, setMargin] = useState({ marginMode: 'isolated' as 'cross' | 'isolated', leverage: '10' });
  const [options, setOptions] = useState<Omit<EntryOptionsProps, 'onChange' | 'errors' | 'priceDecimals'>>({
    reduceOnly: false,
    tpsl: props.tpsl ?? false,
    takeProfit: '',
    stopLoss: '',
  });
  return (
    <div style={{ maxWidth: 340, display: 'grid', gap: 12 }}>
      <MarginFields
        {...margin}
        maxLeverage={100}
        leverageError={props.leverageError}
        onChange={(patch) => {
          props.onChange(patch);
          setMargin((m) => ({ ...m, ...patch }));
        }}
      />
      <EntryOptions
        {...options}
        priceDecimals={1}
        errors={{ stopLoss: props.stopLossError }}
        onChange={(patch) => {
          props.onChange(patch);
          setOptions((o) => ({ ...o, ...patch }));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Chart/OrderForm/FuturesFields',
  component: FuturesFields,
  args: { onChange: fn() },
} satisfies Meta<typeof FuturesFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cross margin and TP/SL at entry: the fields follow the choices. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cross' }));
    await expect(args.onChange).toHaveBeenCalledWith({ marginMode: 'cross' });
    await userEvent.click(canvas.getByText('Take profit / stop loss'));
    await expect(canvas.getByRole('textbox', { name: 'Take-profit price' })).toBeVisible();
  },
};

/** Take profit and stop loss shown, nothing typed yet. */
export const Empty: Story = { args: { tpsl: true } };

/** Errors of the order-entry rule on the leverage and the stop loss. */
export const Error: Story = {
  args: { tpsl: true, leverageError: 'Leverage from 1× to 100×', stopLossError: 'For a long, stop loss must be below the price' },
};

export const Arabic: Story = { args: { tpsl: true }, globals: ARABIC_GLOBALS, play: playArabic };
