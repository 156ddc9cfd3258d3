import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AntiPhishingForm } from './anti-phishing-form';

const meta = {
  title: 'Account/AntiPhishingForm',
  component: AntiPhishingForm,
  args: {
    current: '',
    onSave: fn(async (_input: { code: string; password: string }): Promise<string | null> => null),
  },
} satisfies Meta<typeof AntiPhishingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No code yet: a too-short code is refused before sending, then a good one is saved and shown masked. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Anti-phishing code' }), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Save code' }));
    await expect(canvas.getByText('Use 4 to 20 characters.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Anti-phishing code' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Anti-phishing code' }), 'Falcon42');
    await userEvent.type(canvas.getByLabelText('Current password'), 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: 'Save code' }));
    await expect(args.onSave).toHaveBeenCalledWith({ code: 'Falcon42', password: 'correct horse battery' });
    await expect(await canvas.findByText('Your code: Fa****42')).toBeVisible();
  },
};

/** A code in force, shown masked. */
export const WithCode: Story = { args: { current: 'Falcon42' } };

/** Loading. */
export const Loading: Story = { args: { current: null } };

/** A wrong password. */
export const Error: Story = {
  args: {
    onSave: fn(
      async (_input: { code: string; password: string }): Promise<string | null> =>
        'The exchange answered: Your current password is not right.',
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Anti-phishing code' }), 'Falcon42');
    await userEvent.click(canvas.getByRole('button', { name: 'Save code' }));
    await expect(await canvas.findByText(/current password is not right/)).toBeVisible();
  },
};

/** Arabic (right-to-left). */
export const Arabic: Story = { globals: { locale: 'ar' } };
