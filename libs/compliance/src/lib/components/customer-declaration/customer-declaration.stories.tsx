import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { CustomerDeclarationView } from './customer-declaration';

const meta = {
  title: 'Compliance/CustomerDeclaration',
  component: CustomerDeclarationView,
  args: { status: 2 },
  argTypes: { status: { control: 'inline-radio', options: [null, 1, 2] } },
} satisfies Meta<typeof CustomerDeclarationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed: the declaration's text and the signed status. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Declaration status' });
    await expect(status).toHaveTextContent('You have signed the Customer Understanding Declaration.');
    await expect(status).toHaveAttribute('data-status', '2');
  },
};

/** Not signed yet: the page says so (the compliance layer's dialog does the signing). */
export const NeedSign: Story = {
  args: { status: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Declaration status' })).toHaveTextContent('not signed');
  },
};

/** While the status call is pending. */
export const Loading: Story = {
  args: { status: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Declaration status' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Arabic: Story = { args: { status: 1 }, globals: ARABIC_GLOBALS, play: playArabic({ dialog: false }) };
