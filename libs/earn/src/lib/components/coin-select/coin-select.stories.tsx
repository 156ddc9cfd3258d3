import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { earnFixtures } from '../../../testing';
import { CoinSelect } from './coin-select';

const fixture = earnFixtures().convertCoins;
const coins = fixture !== undefined && typeof fixture !== 'function' ? fixture.coins : [];

function Picker({ initial = 'USDT', list = coins }: { initial?: string; list?: typeof coins }) {
  const [value, setValue] = useState(initial);
  return <CoinSelect label="Coin to spend" value={value} coins={list} onChange={setValue} />;
}

const meta = { title: 'Earn/CoinSelect', component: Picker } satisfies Meta<typeof Picker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The convert pages' coin picker: code and name; picking BTC selects it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Coin to spend' });
    await userEvent.selectOptions(select, 'BTC');
    await expect(select).toHaveValue('BTC');
  },
};

/** Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** No coins (the coins call fell back): an empty picker. */
export const Empty: Story = {
  args: { list: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('option')).toHaveLength(0);
  },
};
