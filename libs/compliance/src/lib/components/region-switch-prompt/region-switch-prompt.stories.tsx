import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { RegionSwitchPrompt } from './region-switch-prompt';

const meta = {
  title: 'Compliance/RegionSwitchPrompt',
  component: RegionSwitchPrompt,
  args: {
    from: 'main',
    to: 'uk',
    target: { site: 'uk', path: '/trade/BTC_USDT', locale: 'en' },
    onSwitch: fn(),
    onStay: fn(),
  },
} satisfies Meta<typeof RegionSwitchPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Switch Site' }));
    await waitFor(() => expect(args.onSwitch).toHaveBeenCalledWith(args.target));
  },
};

const PAIRS: Array<[string, string, string]> = [
  ['main', 'eu', 'it-eu'],
  ['main', 'us', 'en'],
  ['main', 'uk', 'en'],
  ['main', 'au', 'en'],
  ['main', 'jp', 'ja-jp'],
  ['main', 'ae', 'ar-dubai'],
  ['eu', 'main', 'it'],
  ['us', 'main', 'en'],
  ['uk', 'main', 'en'],
  ['au', 'main', 'en'],
  ['jp', 'main', 'ja'],
  ['ae', 'main', 'ar'],
];

/** Every pair of the spec, queued one after another: "Stay here" shows the next. */
export const States: Story = {
  render: (args) => (
    <>
      {PAIRS.map(([from, to, locale], index) => (
        <RegionSwitchPrompt
          key={`${from}-${to}`}
          {...args}
          overlay={{ id: `story.region-switch.${from}-${to}`, band: 'notice', rank: index }}
          from={from}
          to={to}
          target={{ site: to, path: '/trade/BTC_USDT', locale }}
        />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Switch to the EU site?' });
    await userEvent.click(body.getByRole('button', { name: 'Stay here' }));
    await expect(await body.findByRole('dialog', { name: 'Switch to the US site?' })).toBeInTheDocument();
  },
};

/** Arabic (right-to-left) variants of every story above: the same args and states, `locale: ar`. */
export const DefaultArabic: Story = { ...Default, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
export const StatesArabic: Story = { ...States, globals: ARABIC_GLOBALS, play: playArabic({ dialog: true }) };
