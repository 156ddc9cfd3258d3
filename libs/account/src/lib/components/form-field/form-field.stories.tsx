import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormField } from './form-field';

const meta = {
  title: 'Account/FormField',
  component: FormField,
  args: {
    label: 'Subject',
    children: (control) => <input {...control} defaultValue="Withdrawal pending" />,
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A named control, nothing wrong. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Subject');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

/** A hint and an error: both describe the control, which is marked invalid. */
export const WithHintAndError: Story = {
  args: {
    label: 'Describe the problem',
    hint: 'Include the coin, network and transaction ID. 12/2000',
    error: 'Use at least 20 characters.',
    children: (control) => <textarea {...control} defaultValue="It is stuck." />,
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Describe the problem');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Include the coin, network and transaction ID. 12/2000 Use at least 20 characters.');
  },
};

/** Arabic (right to left). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'الموضوع', error: 'استخدم 5 أحرف على الأقل.', children: (control) => <input {...control} defaultValue="سحب" /> },
};
