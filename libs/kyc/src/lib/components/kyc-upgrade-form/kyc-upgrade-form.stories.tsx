import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KycUpgradeForm, type KycUpgradeSubmission } from './kyc-upgrade-form';

const NOW = Date.UTC(2026, 10, 28, 12);

const meta = {
  title: 'KYC/KycUpgradeForm',
  component: KycUpgradeForm,
  args: {
    level: 1,
    rejected: null,
    now: NOW,
    onSubmit: fn(async (_submission: KycUpgradeSubmission): Promise<string | null> => null),
  },
} satisfies Meta<typeof KycUpgradeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: personal details; an empty form names every missing field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getAllByText('Fill in this field.')).toHaveLength(5);
    await userEvent.type(canvas.getByLabelText('First name (as on your document)'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Last name (as on your document)'), 'Lovelace');
    await userEvent.type(canvas.getByLabelText('Date of birth'), '1990-12-10');
    await userEvent.selectOptions(canvas.getByLabelText('Nationality'), 'GB');
    await userEvent.type(canvas.getByLabelText('Document number'), 'P1234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('radio', { name: 'Passport' })).toBeChecked();
  },
};

/** The last application was rejected: the reason above the form. */
export const Rejected: Story = {
  args: { rejected: 'The document photo is blurred. Upload a sharp photo of the whole document.' },
};

/** Applying for level 2. */
export const LevelTwo: Story = { args: { level: 2 } };

/** Arabic (right-to-left). */
export const Arabic: Story = { globals: { locale: 'ar' } };
