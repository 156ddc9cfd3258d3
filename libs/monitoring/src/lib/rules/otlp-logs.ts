import type { JsonValue } from './scrub-event';

/**
 * OpenTelemetry's OTLP/HTTP JSON encoding of the logs signal (opentelemetry-proto `ExportLogsServiceRequest`,
 * POSTed as `application/json` to `<collector>/v1/logs`), the protocol every OpenTelemetry collector and most
 * performance services accept (decision 1823). Only what a monitor report needs: one resource, one scope, one
 * log record per report. Pure: the reports are already scrubbed and counted against the per-view budget.
 */

export interface OtlpAnyValue {
  stringValue?: string;
  intValue?: string;
  boolValue?: boolean;
}

export interface OtlpKeyValue {
  key: string;
  value: OtlpAnyValue;
}

export interface OtlpLogRecord {
  timeUnixNano: string;
  observedTimeUnixNano: string;
  severityNumber: number;
  severityText: string;
  body: OtlpAnyValue;
  attributes: OtlpKeyValue[];
}

export interface OtlpLogsRequest {
  resourceLogs: {
    resource: { attributes: OtlpKeyValue[] };
    scopeLogs: { scope: { name: string; version: string }; logRecords: OtlpLogRecord[] }[];
  }[];
}

/** What one report carries into a log record. */
export interface OtlpReport {
  type: 'exception' | 'event';
  name: string;
  data: JsonValue;
  view: { id: number; url: string | null };
  at: number;
}

/** The page's identity as resource attributes (OpenTelemetry semantic conventions `service.*`). */
export interface OtlpResource {
  serviceName: string;
  serviceVersion?: string;
  /** Extra resource attributes (site, locale). */
  attributes?: Readonly<Record<string, string>>;
}

/** The scope this library's records are under. */
export const OTLP_SCOPE = { name: '@exchange/monitoring', version: '1' } as const;
/** OTLP severity numbers (logs data model): INFO 9, ERROR 17. */
export const OTLP_SEVERITY = { event: { number: 9, text: 'INFO' }, exception: { number: 17, text: 'ERROR' } } as const;

const str = (key: string, value: string): OtlpKeyValue => ({ key, value: { stringValue: value } });
const text = (value: JsonValue): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Epoch milliseconds as OTLP's decimal nanoseconds string (exact for integer ms; never negative). */
export function toUnixNano(ms: number): string {
  const safe = Number.isFinite(ms) && ms > 0 ? Math.floor(ms) : 0;
  return safe === 0 ? '0' : `${safe}000000`;
}

/** One log record per report: body = the report's name, attributes = kind, view and the scrubbed data as JSON. */
export function toOtlpLogRecord(report: OtlpReport): OtlpLogRecord {
  const severity = OTLP_SEVERITY[report.type];
  const time = toUnixNano(report.at);
  return {
    timeUnixNano: time,
    observedTimeUnixNano: time,
    severityNumber: severity.number,
    severityText: severity.text,
    body: { stringValue: report.name },
    attributes: [
      str('exchange.report.type', report.type),
      { key: 'exchange.view.id', value: { intValue: String(report.view.id) } },
      ...(report.view.url === null ? [] : [str('url.full', report.view.url)]),
      str('exchange.report.data', text(report.data)),
    ],
  };
}

/** The ExportLogsServiceRequest for a batch of reports. */
export function toOtlpLogsRequest(reports: readonly OtlpReport[], resource: OtlpResource): OtlpLogsRequest {
  return {
    resourceLogs: [
      {
        resource: {
          attributes: [
            str('service.name', resource.serviceName),
            ...(resource.serviceVersion ? [str('service.version', resource.serviceVersion)] : []),
            ...Object.entries(resource.attributes ?? {}).map(([key, value]) => str(key, value)),
          ],
        },
        scopeLogs: [{ scope: { ...OTLP_SCOPE }, logRecords: reports.map(toOtlpLogRecord) }],
      },
    ],
  };
}

/** The reports a request carries back (the sandbox's collector lists them), or [] for anything not OTLP logs JSON. */
export function readOtlpLogsRequest(body: unknown): { name: string; type: string; data: string; time: string }[] {
  if (!body || typeof body !== 'object') return [];
  const resourceLogs = (body as { resourceLogs?: unknown }).resourceLogs;
  if (!Array.isArray(resourceLogs)) return [];
  const out: { name: string; type: string; data: string; time: string }[] = [];
  for (const rl of resourceLogs) {
    const scopeLogs = (rl as { scopeLogs?: unknown })?.scopeLogs;
    if (!Array.isArray(scopeLogs)) continue;
    for (const sl of scopeLogs) {
      const records = (sl as { logRecords?: unknown })?.logRecords;
      if (!Array.isArray(records)) continue;
      for (const record of records as Partial<OtlpLogRecord>[]) {
        const attr = (key: string) => record.attributes?.find((a) => a?.key === key)?.value?.stringValue ?? '';
        out.push({
          name: typeof record.body?.stringValue === 'string' ? record.body.stringValue : '',
          type: attr('exchange.report.type'),
          data: attr('exchange.report.data'),
          time: typeof record.timeUnixNano === 'string' ? record.timeUnixNano : '',
        });
      }
    }
  }
  return out;
}
