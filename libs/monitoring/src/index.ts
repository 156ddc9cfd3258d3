export type { EventReporter, MonitorPayload } from './lib/monitor/create-monitor';
export { configureMonitoring, reportEvent, reportException } from './lib/monitor/default-monitor';
export { scrubEvent } from './lib/rules/scrub-event';
export type { JsonValue } from './lib/rules/scrub-event';
// OTLP/HTTP JSON, the protocol reports leave in (decision 1823); the sandbox's collector reads it back.
export { postOtlp } from './lib/monitor/create-monitor';
export { readOtlpLogsRequest, toOtlpLogsRequest } from './lib/rules/otlp-logs';
export type { OtlpLogsRequest, OtlpResource } from './lib/rules/otlp-logs';
