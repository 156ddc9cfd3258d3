import { renderWithProviders } from '@exchange/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PALETTES } from '../../engine/palette';
import { declutterEvents, type ImportantEvent } from '../../rules/important-events';
import { EventMarkers } from './event-markers';

// 4 px per candle: events 1-3 candles apart collide under one 24 px marker; the last one stands alone.
const EVENTS: ImportantEvent[] = [
  { type: 1, time: 10, data: { text: 'New high' } },
  { type: 3, time: 11, data: { text: 'Listing note' } },
  { type: 6, time: 13 },
  { type: 2, time: 60, data: { text: 'New low' } },
];

function setup() {
  const groups = declutterEvents(EVENTS, (t) => t * 4);
  renderWithProviders(<EventMarkers groups={groups} y={100} palette={PALETTES.light} />);
  return userEvent.setup();
}

describe('EventMarkers (issue 14 item 1)', () => {
  it('draws colliding events as one marker with a count, and a lone event with its name', () => {
    setup();
    const group = screen.getByRole('button', { name: '3 events' });
    expect(group).toHaveTextContent('3');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Low price: New low' })).toHaveTextContent('L');
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('hovering the group lists its events in time order; leaving it hides the list', async () => {
    const user = setup();
    const group = screen.getByRole('button', { name: '3 events' });
    await user.hover(group);
    const list = screen.getByRole('list', { name: '3 events' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['High price: New high', 'Message: Listing note', 'New listing']);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(group).toHaveAttribute('aria-controls', list.id);
    await user.unhover(group);
    expect(screen.queryByRole('list', { name: '3 events' })).toBeNull();
  });

  it('focus lists the events, Escape hides them; a click keeps them open until clicked again', async () => {
    const user = setup();
    await user.tab();
    const group = screen.getByRole('button', { name: '3 events' });
    expect(group).toHaveFocus();
    expect(screen.getByRole('list', { name: '3 events' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: '3 events' })).toBeNull();

    await user.click(group);
    await user.unhover(group);
    expect(screen.getByRole('list', { name: '3 events' })).toBeInTheDocument();
    await user.click(group);
    await user.unhover(group);
    expect(screen.queryByRole('list', { name: '3 events' })).toBeNull();
  });

  it('draws nothing for no events', () => {
    renderWithProviders(<EventMarkers groups={[]} y={100} palette={PALETTES.dark} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
