import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CentreTabs, type CentreTabsProps } from './centre-tabs';

type Key = 'all' | 'system' | 'trade';
const TABS: CentreTabsProps<Key>['tabs'] = [
  { key: 'all', label: 'All', badge: 3 },
  { key: 'system', label: 'System', badge: 120 },
  { key: 'trade', label: 'Trade' },
];

/** The tabs with their selection kept, as the centres use them. */
function Stateful(props: Omit<CentreTabsProps<Key>, 'selected' | 'children'> & { initial?: Key }) {
  const [selected, setSelected] = useState<Key>(props.initial ?? 'all');
  return (
    <CentreTabs
      {...props}
      selected={selected}
      onSelect={(key) => {
        setSelected(key);
        props.onSelect(key);
      }}
    >
      <p>Panel: {selected}</p>
    </CentreTabs>
  );
}

const meta = {
  title: 'Account/CentreTabs',
  component: Stateful,
  args: { label: 'Notification categories', tabs: TABS, onSelect: fn() },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click a tab, then the arrow keys, Home and End move and select (one tab in the tab order). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /System/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('system');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Panel: system');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Trade' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Trade' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('trade');
    await expect(canvas.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  },
};

/** No badges: counts written in the names (the coupon centre's "Available (2)"). */
export const WithoutBadges: Story = {
  args: {
    label: 'Coupon status',
    tabs: [
      { key: 'all', label: 'Available (2)' },
      { key: 'system', label: 'Used (0)' },
      { key: 'trade', label: 'Expired (1)' },
    ],
  },
};

/** Arabic: the arrow keys follow the reading direction (ArrowLeft is the next tab). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    tabs: [
      { key: 'all', label: 'الكل', badge: 3 },
      { key: 'system', label: 'النظام' },
      { key: 'trade', label: 'التداول' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /الكل/ }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('system');
  },
};
