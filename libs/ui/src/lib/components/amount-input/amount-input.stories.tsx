import { Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AmountInput, type AmountInputProps } from './amount-input';

/** Keeps the value in story state so the input behaves like it does in a form. */
function Controlled(props: AmountInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Stack maxW="sm" gap="2">
      <AmountInput
        {...props}
        value={value}
        onChange={(v) => {
          setValue(v);
          props.onChange(v);
        }}
      />
      <Text textStyle="xs" color="fg.muted" data-testid="stored-value">
        value: “{value}”
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'UI/AmountInput',
  component: AmountInput,
  args: { label: 'Amount', value: '', onChange: fn(), precision: 2, max: 999999999999, allowNegative: false, endElement: 'USDT' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AmountInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing ".5", then an invalid letter, then a value above the maximum. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Amount');
    await userEvent.type(input, '.5x');
    await expect(input).toHaveValue('0.5');
    // The page has other live regions (the toast stack's): the input's own hint is found by its text.
    await expect(canvas.getByText(/Only digits/)).toHaveAttribute('role', 'status');
    await userEvent.clear(input);
    await userEvent.type(input, '99999999999999');
    await expect(input).toHaveValue('999999999999');
    await expect(canvas.getByText(/maximum/)).toHaveAttribute('role', 'status');
    await expect(args.onChange).toHaveBeenLastCalledWith('999999999999');
  },
};

/** Precision 0, precision 8, negatives, helper, error and disabled. */
export const States: Story = {
  render: (args) => (
    <Stack gap="6">
      <Controlled {...args} label="Integer (precision 0)" precision={0} value="15" />
      <Controlled {...args} label="BTC (precision 8)" precision={8} value="0.00012345" endElement="BTC" />
      <Controlled {...args} label="Negative allowed" allowNegative value="-12.5" />
      <Controlled {...args} label="With helper" helperText="Available: 1,024.00 USDT" value="" />
      <Controlled {...args} label="With error" errorText="Insufficient balance" value="5000" />
      <Controlled {...args} label="Disabled" disabled value="100" />
    </Stack>
  ),
};
