import type { ReceivedAnalyticsEvent } from '@exchange/api';
import { PERSONAS } from '../personas';
import { emptySessionState, type SessionState } from '../state/session-state';
import type { SandboxContext } from './context';
import { KEPT_ANALYTICS_EVENTS, analyticsResponders } from './responders-analytics';

const context = (input: Record<string, unknown>, state: SessionState = emptySessionState(), now = 1000): SandboxContext => ({
  personaName: 'visitor',
  persona: PERSONAS.visitor,
  account: null,
  state,
  input,
  secure: false,
  now,
});

const event = (name: string, at = 1) => ({ name, at, session: 's-1', props: { site: 0 } });

describe('analytics collector (decision 1200)', () => {
  it('keeps the events it receives with their arrival time', () => {
    const answer = analyticsResponders.analyticsCollect(context({ events: [event('download_banner_view')] }, undefined, 5000));
    expect(answer.body).toEqual(expect.objectContaining({ code: 0 }));
    const next = answer.update?.(emptySessionState());
    expect(next?.analyticsEvents).toEqual([{ ...event('download_banner_view'), receivedAt: 5000 }]);
  });

  it.each([
    ['no events', {}],
    ['an empty list', { events: [] }],
    ['malformed events only', { events: [{ name: 42 }, 'x', null] }],
  ])('refuses %s and keeps nothing', (_label, input) => {
    const answer = analyticsResponders.analyticsCollect(context(input));
    expect(answer.body).toEqual(expect.objectContaining({ code: 400 }));
    expect(answer.update).toBeUndefined();
  });

  it(`keeps only the last ${KEPT_ANALYTICS_EVENTS}`, () => {
    const full: ReceivedAnalyticsEvent[] = Array.from({ length: KEPT_ANALYTICS_EVENTS }, (_, i) => ({
      ...event('old_event', i),
      receivedAt: i,
    }));
    const next = analyticsResponders
      .analyticsCollect(context({ events: [event('new_event')] }))
      .update?.({ ...emptySessionState(), analyticsEvents: full });
    expect(next?.analyticsEvents).toHaveLength(KEPT_ANALYTICS_EVENTS);
    expect(next?.analyticsEvents.at(-1)?.name).toBe('new_event');
  });

  it.each([
    ['everything without since', {}, ['a_event', 'b_event']],
    ['later ones with since', { since: '150' }, ['b_event']],
    ['everything for a non-number since', { since: 'soon' }, ['a_event', 'b_event']],
  ])('answers %s', (_label, input, names) => {
    const state = {
      ...emptySessionState(),
      analyticsEvents: [
        { ...event('a_event'), receivedAt: 100 },
        { ...event('b_event'), receivedAt: 200 },
      ],
    };
    const body = analyticsResponders.analyticsEvents(context(input, state)).body as { data: { events: { name: string }[] } };
    expect(body.data.events.map((e) => e.name)).toEqual(names);
  });
});
