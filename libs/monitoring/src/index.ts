export type { EventReporter, MonitorPayload } from './lib/monitor/create-monitor';
export { configureMonitoring, reportEvent, reportException } from './lib/monitor/default-monitor';
export { scrubEvent } from './lib/rules/scrub-event';
export type { JsonValue } from './lib/rules/scrub-event';
