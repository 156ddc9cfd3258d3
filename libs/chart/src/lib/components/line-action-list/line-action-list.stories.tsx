import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import type { OrderLine } from '../../rules/order-lines';
import { LineActionList } from './line-action-list';

const onCancel = fn();
const onClose = fn();
const onTpsl = fn();
const onReverse = fn();

const LINES: OrderLine[] = [
  {
    id: 'futures-1',
    type: 0,
    side: 1,
    avgPrice: 57500,
    visible: true,
    sideText: 'Buy',
    qtyText: '2',
    showCloseButton: true,
    tooltips: { line: 'Buy 2 at 57,500.0', close: 'Cancel order BTC_USDT buy 2 at 57,500.0' },
    callbacks: { onClose: onCancel },
  },
  {
    id: 'position-BTC_USDT',
    type: 4,
    side: 1,
    avgPrice: 59000,
    visible: true,
    sideText: 'Long',
    qtyText: '3',
    pnlText: 'PnL +36',
    pnlValue: 36,
    showCloseButton: true,
    showTPSLButton: true,
    showReverseButton: true,
    tooltips: {
      close: 'Close position BTC_USDT long 3',
      tpsl: 'TP/SL for position BTC_USDT long 3',
      reverse: 'Reverse position BTC_USDT long 3',
    },
    callbacks: { onClose, onTPSL: onTpsl, onReverse },
  },
];

const meta = {
  title: 'Chart/LineActionList',
  component: LineActionList,
  args: { lines: LINES },
} satisfies Meta<typeof LineActionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each action is a named button reachable with Tab; Enter runs it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = await canvas.findByRole('button', { name: 'Cancel order BTC_USDT buy 2 at 57,500.0' });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onCancel).toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'TP/SL for position BTC_USDT long 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onTpsl).toHaveBeenCalled();
  },
};

/** Display-only lines (a visitor's chart): nothing to list. */
export const Empty: Story = {
  args: { lines: [{ ...LINES[0], showCloseButton: false } as OrderLine] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Arabic: Story = { globals: ARABIC_GLOBALS, play: playArabic };
