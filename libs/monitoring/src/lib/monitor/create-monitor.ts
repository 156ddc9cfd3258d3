import { hasCustomEventBudget, resolveEventCap } from '../rules/event-budget';
import { resolveMonitoringEndpoint } from '../rules/monitoring-endpoint';
import { toOtlpLogsRequest, type OtlpResource } from '../rules/otlp-logs';
import { scrubEvent, type JsonValue } from '../rules/scrub-event';

/** One report as it leaves the browser or server: always scrubbed. */
export interface MonitorPayload {
  type: 'exception' | 'event';
  name: string;
  data: JsonValue;
  view: { id: number; url: string | null };
  at: number;
}

export interface MonitorOptions {
  /** Where reports go. Without a usable endpoint the monitor is OFF. */
  endpoint?: string;
  /**
   * How a report is sent; defaults to a keep-alive POST of OTLP/HTTP JSON (an OpenTelemetry
   * ExportLogsServiceRequest, decision 1823) to `endpoint`, an OTLP logs URL (`…/v1/logs`).
   */
  send?: (body: MonitorPayload) => Promise<void>;
  /** The OTLP resource of the default sender (service name, site). */
  resource?: OtlpResource;
  now?: () => number;
  maxCustomEventsPerView?: number;
}

export interface Monitor {
  readonly enabled: boolean;
  /** Reports an error (not counted against the custom-event cap). False when OFF. */
  captureException(error: unknown, context?: Record<string, unknown>): boolean;
  /** Reports a custom event; false when OFF or when this view's cap is used up. */
  captureEvent(name: string, data?: Record<string, unknown>): boolean;
  /** Starts a new page view: the custom-event count starts again at 0. */
  newPageView(url?: string): void;
}

/** The part of a monitor other libraries need to report through. */
export type EventReporter = Pick<Monitor, 'captureEvent'>;

/** The default resource: the web front end. */
export const DEFAULT_OTLP_RESOURCE: OtlpResource = { serviceName: 'exchange-web' };

/** Sends one scrubbed, budgeted report as OTLP/HTTP JSON (decision 1823). */
export const postOtlp =
  (endpoint: string, resource: OtlpResource = DEFAULT_OTLP_RESOURCE) =>
  async (body: MonitorPayload): Promise<void> => {
    await globalThis.fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(toOtlpLogsRequest([body], resource)),
      keepalive: true,
      credentials: 'omit',
    });
  };

const asText = (value: JsonValue): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Creates a monitor; OFF (every capture returns false) unless `endpoint` is usable. */
export const createMonitor = (options: MonitorOptions = {}): Monitor => {
  const endpoint = resolveMonitoringEndpoint(options.endpoint);
  const now = options.now ?? Date.now;
  const cap = resolveEventCap(options.maxCustomEventsPerView);
  const send = endpoint === null ? null : (options.send ?? postOtlp(endpoint, options.resource));
  let view = { id: 1, url: null as string | null };
  let sentInView = 0;

  const dispatch = (payload: Omit<MonitorPayload, 'view' | 'at'>): boolean => {
    if (send === null) return false;
    const body: MonitorPayload = { ...payload, view, at: now() };
    try {
      // A failing sink must never break the page that reports.
      void send(body).catch(() => undefined);
    } catch {
      return false;
    }
    return true;
  };

  return {
    enabled: send !== null,
    captureException(error, context) {
      if (send === null) return false;
      const name = error instanceof Error ? error.name : 'Error';
      return dispatch({ type: 'exception', name: asText(scrubEvent(name)), data: scrubEvent({ error, context }) });
    },
    captureEvent(name, data) {
      if (send === null || !hasCustomEventBudget(sentInView, cap)) return false;
      sentInView += 1;
      return dispatch({ type: 'event', name: asText(scrubEvent(name)), data: scrubEvent(data ?? {}) });
    },
    newPageView(url) {
      const scrubbedUrl = url === undefined ? null : asText(scrubEvent(url));
      view = { id: view.id + 1, url: scrubbedUrl };
      sentInView = 0;
    },
  };
};
