import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneyPanel, MoneyPanelError, MoneyPanelLoading } from './money-panel';

const meta = {
  title: 'Wallet/MoneyPanel',
  component: MoneyPanel,
  args: { id: 'story-panel', title: 'Deposit code', maxW: '2xl', children: <Text>Enter the code you were given.</Text> },
} satisfies Meta<typeof MoneyPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page's panel: a section labelled by its heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Deposit code' })).toBeVisible();
  },
};

/** A step waiting for the user (brand outline, h3). */
export const Accent: Story = { args: { accent: true, level: 'h3', title: 'Security verification' } };

/** Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' }, args: { title: 'رمز الإيداع' } };

/** Empty: no heading, the content only. */
export const Empty: Story = { args: { title: undefined, children: <Text color="fg.muted">Nothing yet.</Text> } };

/** Loading: skeleton rows. */
export const Loading: Story = { args: { children: <MoneyPanelLoading /> } };

const onRetry = fn();
/** Error: the message and a retry. */
export const ErrorState: Story = {
  args: { children: <MoneyPanelError message="The address could not be loaded." retry={{ label: 'Retry', onRetry }} /> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};
