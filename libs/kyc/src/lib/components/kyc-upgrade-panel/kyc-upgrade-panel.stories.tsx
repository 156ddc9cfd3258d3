import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KycUpgradePanel } from './kyc-upgrade-panel';

const meta = {
  title: 'KYC/KycUpgradePanel',
  component: KycUpgradePanel,
  args: {
    onUpgrade: fn(),
    helpHref: 'https://help.example-exchange.test/hc/articles/identity-verification',
  },
} satisfies Meta<typeof KycUpgradePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the web: "Upgrade KYC" calls the layer, the help article opens in a new tab. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade KYC' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'How identity verification works' })).toHaveAttribute('target', '_blank');
  },
};

/** In the app: the US article of the app, opened by the link opener (here a spy that takes the click). */
export const States: Story = {
  args: {
    helpHref: 'https://help.us.example-exchange.test/app/articles/identity-verification',
    onOpenHelp: fn(() => true),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'How identity verification works' }));
    await expect(args.onOpenHelp).toHaveBeenCalledWith('https://help.us.example-exchange.test/app/articles/identity-verification');
  },
};

/** Arabic (right-to-left). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeInTheDocument();
  },
};
