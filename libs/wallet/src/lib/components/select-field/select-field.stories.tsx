import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectField } from './select-field';

const meta = {
  title: 'Wallet/SelectField',
  component: SelectField,
  args: { label: 'Fiat', value: 'EUR', options: ['USD', 'EUR', 'TRY'], onChange: fn() },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled native select; choosing reports the value. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Fiat' }), 'TRY');
    await expect(args.onChange).toHaveBeenCalledWith('TRY');
  },
};

/** A filter: "any" first, with the empty value. */
export const WithAny: Story = {
  args: { label: 'Payment method', value: '', options: ['Revolut', 'Wise'], anyLabel: 'All payment methods' },
};

/** Labelled options. */
export const Labelled: Story = {
  args: {
    label: 'Payment',
    value: 'visa',
    options: [
      { value: 'visa', label: 'Visa' },
      { value: 'sepa', label: 'SEPA transfer' },
    ],
  },
};

/** Empty: no option but "any". */
export const Empty: Story = { args: { label: 'Payment method', value: '', options: [], anyLabel: 'All payment methods' } };

/** Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' }, args: { label: 'العملة' } };
