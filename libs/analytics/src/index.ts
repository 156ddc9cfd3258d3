export { createAnalyticsClient } from './lib/client/create-analytics-client';
export type { AnalyticsClient, AnalyticsClientOptions, AnalyticsTimers } from './lib/client/create-analytics-client';
export { AnalyticsProvider, useTrack } from './lib/layer/analytics-provider';
export type { AnalyticsProviderProps, TrackEvent } from './lib/layer/analytics-provider';
export { AnalyticsConsentToggle } from './lib/components/analytics-consent-toggle/analytics-consent-toggle';
export { AnalyticsEventLog } from './lib/components/analytics-event-log/analytics-event-log-lazy';
export { isAnalyticsEnabled } from './lib/rules/analytics-enabled';
