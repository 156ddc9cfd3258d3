import type { AnalyticsClient } from '../lib/client/create-analytics-client';

export interface RecordedAnalyticsEvent {
  name: string;
  props: Record<string, unknown>;
}

/**
 * An analytics client for tests of the domains' components: `<AnalyticsProvider client={recorder.client} bigData>`
 * hands every event the page tracks to it, with no batching or transport; `recorder.events` lists them in order
 * (only while enabled, as the real client would keep them).
 */
export function recordingAnalyticsClient(): { client: AnalyticsClient; events: RecordedAnalyticsEvent[]; names: () => string[] } {
  const events: RecordedAnalyticsEvent[] = [];
  let enabled = false;
  const client: AnalyticsClient = {
    track: (name, props = {}) => {
      if (!enabled) return false;
      events.push({ name, props });
      return true;
    },
    flush: () => undefined,
    setEnabled: (next) => {
      enabled = next;
    },
    pending: () => 0,
    dispose: () => undefined,
  };
  return { client, events, names: () => events.map((event) => event.name) };
}
