import type { MarketImportantEvent } from '@exchange/api';
import { EVENT_MARKER_WIDTH, clusterByPixelDistance } from './marker-clusters';

/** Spec 02 §3: important chart event types. */
export const IMPORTANT_EVENT_TYPE = {
  HIGH_PRICE: 1,
  LOW_PRICE: 2,
  MSG: 3,
  CFG_S: 4,
  CFG_M: 5,
  MEW: 6,
  AI_REASONING: 7,
  COMPLEX: 8,
} as const;
export type ImportantEventType = (typeof IMPORTANT_EVENT_TYPE)[keyof typeof IMPORTANT_EVENT_TYPE];
export type ImportantEventName = keyof typeof IMPORTANT_EVENT_TYPE;

/**
 * An important event as the api declares it (`MarketImportantEvent`): a type, a time (ms) and free-form data (a
 * text is shown when `data.text` is a string). One contract, one type: the api's events are passed as they are.
 */
export type ImportantEvent = Pick<MarketImportantEvent, 'type' | 'time'> & { data?: MarketImportantEvent['data'] };

/** Short glyph drawn in the marker (decision 0406). */
export const EVENT_GLYPH: Record<ImportantEventType, string> = { 1: 'H', 2: 'L', 3: 'M', 4: 'S', 5: 'C', 6: 'N', 7: 'AI', 8: '+' };

export function eventName(type: ImportantEventType): ImportantEventName {
  return (Object.keys(IMPORTANT_EVENT_TYPE) as ImportantEventName[]).find((k) => IMPORTANT_EVENT_TYPE[k] === type) ?? 'COMPLEX';
}

export function isImportantEventType(x: unknown): x is ImportantEventType {
  return typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 8;
}

export interface EventGroup {
  x: number;
  events: ImportantEvent[];
}

/**
 * Groups on-screen events by x (several events in one candle slot share a marker with a count),
 * skipping unknown types and off-screen times. Groups are ordered by x; events in a group by time.
 */
export function groupEvents(events: readonly ImportantEvent[], xOfTime: (time: number) => number | null): EventGroup[] {
  const byX = new Map<number, ImportantEvent[]>();
  for (const e of events) {
    if (!e || !isImportantEventType(e.type) || !Number.isFinite(e.time)) continue;
    const x = xOfTime(e.time);
    if (x === null) continue;
    const list = byX.get(x) ?? [];
    list.push(e);
    byX.set(x, list);
  }
  return [...byX.entries()].sort((a, b) => a[0] - b[0]).map(([x, list]) => ({ x, events: list.sort((a, b) => a.time - b.time) }));
}

/**
 * The event markers to draw (issue 14 item 1): `groupEvents`, then groups whose markers would overlap at this zoom
 * (centres closer than the marker width) merge into one marker with a count, at the middle of their span.
 */
export function declutterEvents(
  events: readonly ImportantEvent[],
  xOfTime: (time: number) => number | null,
  width: number = EVENT_MARKER_WIDTH,
): EventGroup[] {
  return clusterByPixelDistance(groupEvents(events, xOfTime), (g) => g.x, width).map((c) => ({
    x: c.x,
    events: c.items.flatMap((g) => g.events).sort((a, b) => a.time - b.time),
  }));
}
