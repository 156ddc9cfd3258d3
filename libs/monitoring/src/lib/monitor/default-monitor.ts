import { createMonitor, type Monitor, type MonitorOptions } from './create-monitor';

let current: Monitor = createMonitor();

/** Replaces the process-wide (or page-wide) monitor; the app calls this once at start-up. */
export const configureMonitoring = (options: MonitorOptions): Monitor => {
  current = createMonitor(options);
  return current;
};

/** The default monitor: OFF until `configureMonitoring` is given an endpoint. */
export const getMonitor = (): Monitor => current;

/** Reports a custom event through the default monitor (capped per view, scrubbed, OFF by default). */
export const reportEvent = (name: string, data?: Record<string, unknown>): boolean => current.captureEvent(name, data);

/** Reports an error through the default monitor. */
export const reportException = (error: unknown, context?: Record<string, unknown>): boolean => current.captureException(error, context);
