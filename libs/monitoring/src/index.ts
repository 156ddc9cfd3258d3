export type { EventReporter, MonitorPayload } from './lib/monitor/create-monitor';
export { configureMonitoring, reportEvent, reportException } from './lib/monitor/default-monitor';
