import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChartContextMenu } from './chart-context-menu';

const meta = {
  title: 'Chart/ChartContextMenu',
  component: ChartContextMenu,
  args: {
    priceAt: (_x: number, y: number) => 65000 - y * 10,
    fallbackPrice: () => 64000,
    formatPrice: (p: number) => p.toFixed(2),
    onAddAlert: fn(),
    onTrade: fn(),
    children: (
      <div tabIndex={0} style={{ height: 240, border: '1px dashed gray', display: 'grid', placeItems: 'center' }}>
        Right-click here
      </div>
    ),
  },
} satisfies Meta<typeof ChartContextMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByText('Right-click here');
    const r = area.getBoundingClientRect();
    area.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, clientX: r.left + 10, clientY: r.top + 100 }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: /^Add alert at / }));
    await expect(args.onAddAlert).toHaveBeenCalled();
  },
};

/** Without trading (alerts only). */
export const States: Story = { args: { onTrade: undefined } };
