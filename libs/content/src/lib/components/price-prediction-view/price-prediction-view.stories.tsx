import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PricePredictionView } from './price-prediction-view';

const meta = {
  title: 'Content/PricePredictionView',
  component: PricePredictionView,
  args: { site: 'main', locale: 'en', coin: 'BTC', price: 100, year: 2026 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PricePredictionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing 50 % a year: 2027 is 150, five rows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const growth = canvas.getByLabelText('Your yearly growth (%)');
    await userEvent.clear(growth);
    await userEvent.type(growth, '50');
    const table = canvas.getByTestId('prediction-table');
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByRole('row', { name: /2027/ })).toHaveTextContent('$150');
  },
};

/** The price could not be loaded: no rows. */
export const Error: Story = { args: { price: null } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl'), { timeout: 5000 });
  },
};
