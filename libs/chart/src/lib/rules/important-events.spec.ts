import { declutterEvents, eventName, EVENT_GLYPH, groupEvents, IMPORTANT_EVENT_TYPE, type ImportantEvent } from './important-events';

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

  describe('declutterEvents (issue 14 item 1: colliding markers share one with a count)', () => {
    // One candle is 4 px wide at this zoom: several candles fit under one 24 px marker.
    const xOfTime = (t: number) => (t >= 0 && t < 1000 ? t * 4 : null);
    it.each<[string, ImportantEvent[], [number, number[]][]]>([
      ['no events', [], []],
      [
        'events 6 candles apart (24 px, a marker width) stay apart',
        [
          { type: 1, time: 0 },
          { type: 2, time: 6 },
        ],
        [
          [0, [1]],
          [24, [2]],
        ],
      ],
      [
        'events 2 candles apart (8 px) share one marker, ordered by time',
        [
          { type: 3, time: 12 },
          { type: 1, time: 10 },
        ],
        [[44, [1, 3]]],
      ],
      [
        'a same-candle group joins a neighbour within the width',
        [
          { type: 6, time: 30 },
          { type: 7, time: 30 },
          { type: 2, time: 32 },
          { type: 4, time: 80 },
        ],
        [
          [124, [6, 7, 2]],
          [320, [4]],
        ],
      ],
      [
        'unknown and off-screen events are still dropped',
        [
          { type: 9 as never, time: 1 },
          { type: 1, time: 5000 },
        ],
        [],
      ],
    ])('%s', (_label, events, expected) =>
      expect(declutterEvents(events, xOfTime).map((g) => [g.x, g.events.map((e) => e.type)])).toEqual(expected),
    );

    it('zooming in splits a group again (the width is in pixels, not time)', () => {
      const events: ImportantEvent[] = [
        { type: 1, time: 10 },
        { type: 2, time: 12 },
      ];
      expect(declutterEvents(events, xOfTime)).toHaveLength(1);
      expect(declutterEvents(events, (t) => t * 20)).toHaveLength(2);
    });
  });
});
