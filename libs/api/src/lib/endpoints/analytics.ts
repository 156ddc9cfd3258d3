import * as z from 'zod/mini';
import { analyticsBatchSchema, receivedAnalyticsEventsSchema } from '../schemas/analytics';
import { anyData, dataOf, envelope } from '../schemas/primitives';
import { defineEndpoint } from './define-endpoint';

/**
 * Spec 01 §7 "Session analytics: to an analytics collector" (payload not shown; decision 1200 gives ours).
 * The analytics client (`@exchange/analytics`) applies the 5000 ms timeout, batching and retries itself.
 */
export const analyticsCollect = defineEndpoint({
  name: 'analyticsCollect',
  method: 'POST',
  path: '/api/web/v1/analytics/collect',
  effect: 'write',
  source: 'spec 01 §7 Session analytics (collector, 5000 ms timeout)',
  input: analyticsBatchSchema,
  response: envelope(anyData),
  select: () => ({ accepted: true }),
  fallback: { accepted: false },
});

/**
 * The last events the collector received from this browser. Only the sandbox answers it (the reviewer's
 * funnel in the sandbox toolbar, and the e2e tests); `since` (epoch ms) keeps later ones only.
 */
export const analyticsEvents = defineEndpoint({
  name: 'analyticsEvents',
  method: 'GET',
  path: '/api/web/v1/analytics/events',
  source: 'issue 12 item 6 (the sandbox keeps the events it receives; decision 1200)',
  input: z.object({ since: z.optional(z.number()) }),
  response: envelope(receivedAnalyticsEventsSchema),
  select: dataOf,
  fallback: { events: [] },
});
