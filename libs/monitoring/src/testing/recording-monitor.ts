import { createMonitor, type Monitor, type MonitorPayload } from '../lib/monitor/create-monitor';

export interface RecordingMonitor {
  monitor: Monitor;
  /** Every payload the monitor sent, already scrubbed. */
  sent: MonitorPayload[];
}

/** An enabled monitor that keeps what it sends in memory, for tests and stories. */
export const createRecordingMonitor = (options: { maxCustomEventsPerView?: number; now?: () => number } = {}): RecordingMonitor => {
  const sent: MonitorPayload[] = [];
  const monitor = createMonitor({
    endpoint: 'https://monitoring.invalid/collect',
    send: async (body) => {
      sent.push(body);
    },
    ...options,
  });
  return { monitor, sent };
};
