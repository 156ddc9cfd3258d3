import * as z from 'zod/mini';
import { list } from './primitives';

/** Field values an analytics event may carry (already masked by the analytics client). */
const propValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One analytics event as sent to the collector (decision 1200): a name, its time and flat properties. */
export const analyticsEventSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(64)),
  /** Epoch ms on the page when the event happened. */
  at: z.number(),
  /** The visitor's analytics session (a random id kept for the browser session). */
  session: z.string().check(z.maxLength(64)),
  props: z.record(z.string(), propValue),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** The collector's input: one batch. */
export const analyticsBatchSchema = z.object({ events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(50)) });

/** An event the sandbox kept, with the time it arrived. */
export const receivedAnalyticsEventSchema = z.extend(analyticsEventSchema, { receivedAt: z.number() });
export type ReceivedAnalyticsEvent = z.infer<typeof receivedAnalyticsEventSchema>;

export const receivedAnalyticsEventsSchema = z.object({ events: list(receivedAnalyticsEventSchema) });
