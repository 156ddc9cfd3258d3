import type { ReceivedAnalyticsEvent } from '@exchange/api';
import { ok, refuse, type Responder } from './context';

/** The sandbox keeps this many of a browser's last analytics events (the toolbar shows them; e2e reads them). */
export const KEPT_ANALYTICS_EVENTS = 100;

const isEvent = (value: unknown): value is Omit<ReceivedAnalyticsEvent, 'receivedAt'> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string' &&
  typeof (value as { at?: unknown }).at === 'number' &&
  typeof (value as { props?: unknown }).props === 'object';

/** Analytics collector (spec 01 §7 session analytics; decision 1200): keeps what it receives, per browser and persona. */
export const analyticsResponders: { analyticsCollect: Responder; analyticsEvents: Responder } = {
  analyticsCollect: ({ input, now }) => {
    const events = Array.isArray(input['events']) ? input['events'].filter(isEvent) : [];
    if (events.length === 0) return refuse(400, 'No events');
    const received = events.map((event) => ({ ...event, session: String(event.session ?? ''), receivedAt: now }));
    return {
      ...ok({ accepted: received.length }),
      update: (state) => ({ ...state, analyticsEvents: [...state.analyticsEvents, ...received].slice(-KEPT_ANALYTICS_EVENTS) }),
    };
  },
  analyticsEvents: ({ state, input }) => {
    const since = Number(input['since']);
    const events = Number.isFinite(since) ? state.analyticsEvents.filter((event) => event.receivedAt > since) : state.analyticsEvents;
    return ok({ events });
  },
};
