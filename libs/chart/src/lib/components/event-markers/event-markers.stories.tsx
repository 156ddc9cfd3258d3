import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { PALETTES } from '../../engine/palette';
import { declutterEvents, type ImportantEvent, type ImportantEventType } from '../../rules/important-events';
import { EventMarkers } from './event-markers';

const CANDLE_PX = 4;
const xOfTime = (time: number) => time * CANDLE_PX;

/** A busy futures chart: 24 events crowded into a few candles around three moments, and two lone ones. */
function crowdedEvents(): ImportantEvent[] {
  const types: ImportantEventType[] = [1, 2, 3, 4, 5, 6, 7, 8];
  const crowd = (start: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      type: types[i % types.length] as ImportantEventType,
      time: start + (i % 3),
      data: { text: `Event ${start}-${i + 1}` },
    }));
  return [...crowd(20, 12), ...crowd(60, 8), ...crowd(64, 4), { type: 1, time: 120 }, { type: 2, time: 150, data: { text: 'Low' } }];
}

const meta = {
  title: 'Chart/EventMarkers',
  component: EventMarkers,
  args: {
    groups: declutterEvents(
      [
        { type: 1, time: 20, data: { text: 'New high' } },
        { type: 2, time: 80, data: { text: 'New low' } },
        { type: 6, time: 140 },
      ],
      xOfTime,
    ),
    y: 160,
    palette: PALETTES.light,
  },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', width: 720, height: 200, border: '1px solid #ccc' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EventMarkers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list a marker controls, once it is open (found by `aria-controls`: the preview's toast regions hold lists too). */
async function openList(marker: HTMLElement): Promise<HTMLElement> {
  let list: HTMLElement | null = null;
  await waitFor(() => {
    list = marker.ownerDocument.getElementById(marker.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
  });
  return list as unknown as HTMLElement;
}

/** Events far apart: one marker each, with its glyph. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'High price: New high' })).toHaveTextContent('H');
  },
};

const crowded = declutterEvents(crowdedEvents(), xOfTime);

/** 26 events, most of them on top of each other: three markers with counts and two lone markers, none overlapping. */
export const ManyCollidingEvents: Story = {
  args: { groups: crowded, palette: PALETTES.dark },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((b) => b.dataset['count'])).toEqual(['12', '12', '1', '1']);
    const lefts = buttons.map((b) => b.getBoundingClientRect().left);
    for (let i = 1; i < lefts.length; i++) await expect((lefts[i] ?? 0) - (lefts[i - 1] ?? 0)).toBeGreaterThanOrEqual(18);
    const [group] = canvas.getAllByRole('button', { name: '12 events' });
    if (!group) throw new Error('no group marker');
    await userEvent.hover(group);
    await expect(within(await openList(group)).getAllByRole('listitem')).toHaveLength(12);
    await userEvent.unhover(group);
    await waitFor(() => expect(group).toHaveAttribute('aria-expanded', 'false'));
    // The keyboard reaches the same list.
    await userEvent.tab();
    await expect(group).toHaveFocus();
    await expect(within(await openList(group)).getAllByRole('listitem')).toHaveLength(12);
  },
};

/** The same crowd in Arabic: the counts and lists in Arabic, the page right-to-left. */
export const Arabic: Story = {
  args: { groups: crowded, palette: PALETTES.dark },
  globals: ARABIC_GLOBALS,
  play: async (context) => {
    await playArabic(context);
    const canvas = within(context.canvasElement);
    const [group] = canvas.getAllByRole('button');
    if (!group) throw new Error('no marker');
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(within(await openList(group)).getAllByRole('listitem')).toHaveLength(12);
  },
};
