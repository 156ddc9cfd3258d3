import { eventName, EVENT_GLYPH, groupEvents, IMPORTANT_EVENT_TYPE, type ImportantEvent } from './important-events';

describe('important chart events (spec 02 §3)', () => {
  it.each<[keyof typeof IMPORTANT_EVENT_TYPE, number]>([
    ['HIGH_PRICE', 1],
    ['LOW_PRICE', 2],
    ['MSG', 3],
    ['CFG_S', 4],
    ['CFG_M', 5],
    ['MEW', 6],
    ['AI_REASONING', 7],
    ['COMPLEX', 8],
  ])('%s is %d and has a glyph', (name, code) => {
    expect(IMPORTANT_EVENT_TYPE[name]).toBe(code);
    expect(eventName(code as 1)).toBe(name);
    expect(EVENT_GLYPH[code as 1]).toBeTruthy();
  });

  it('groups events per slot and drops unknown or off-screen ones', () => {
    const xOfTime = (t: number) => (t < 100 ? Math.floor(t / 10) * 10 : null);
    const events: ImportantEvent[] = [
      { type: 3, time: 15 },
      { type: 1, time: 12 },
      { type: 2, time: 40 },
      { type: 9 as never, time: 41 },
      { type: 7, time: 500 },
      { type: 8, time: NaN },
    ];
    expect(groupEvents(events, xOfTime).map((g) => [g.x, g.events.map((e) => e.type)])).toEqual([
      [10, [1, 3]],
      [40, [2]],
    ]);
  });
});
