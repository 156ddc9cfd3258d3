// Fixtures for tests and stories of @exchange/analytics, imported as @exchange/analytics/testing.
export { analyticsSiteContext, receivedEvents, renderWithAnalytics } from './render';
export { recordingAnalyticsClient, type RecordedAnalyticsEvent } from './recording-client';
