import { readOtlpLogsRequest } from '@exchange/monitoring';

/**
 * The sandbox plays the third-party performance service (spec 03 §7, decision 1823): an OpenTelemetry collector's
 * OTLP/HTTP JSON logs receiver at `POST /_sandbox/otlp/v1/logs`, keeping the last reports in memory for the
 * reviewer's toolbar (`GET /_sandbox/otlp/reports`). The page posts without cookies (as to any third party), so the
 * list is the process's, newest first; a report carries what the page sent, already masked and budgeted.
 */
export const OTLP_LOGS_PATH = 'otlp/v1/logs';
export const OTLP_REPORTS_PATH = 'otlp/reports';
/** How many reports the collector keeps. */
export const OTLP_KEPT_REPORTS = 50;
/** The largest body it reads (a report is a few hundred bytes; a batch of 10 a few KB). */
export const OTLP_MAX_BODY_BYTES = 64 * 1024;

export interface CollectedReport {
  name: string;
  type: string;
  data: string;
  time: string;
  service: string;
  site: string;
  receivedAt: number;
}

const kept: CollectedReport[] = [];

const json = (body: unknown, status: number): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });

const resourceAttr = (body: unknown, key: string): string => {
  const attrs = (body as { resourceLogs?: { resource?: { attributes?: { key?: string; value?: { stringValue?: string } }[] } }[] })
    ?.resourceLogs?.[0]?.resource?.attributes;
  return attrs?.find((a) => a?.key === key)?.value?.stringValue ?? '';
};

/** Receives one OTLP/HTTP JSON export; answers as a collector does (200 with an empty ExportLogsServiceResponse). */
export async function receiveOtlpLogs(request: Request, now: number = Date.now()): Promise<Response> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return json({ message: 'Unsupported content type' }, 415);
  const text = await request.text();
  if (text.length > OTLP_MAX_BODY_BYTES) return json({ message: 'Too large' }, 413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json({ message: 'Malformed JSON' }, 400);
  }
  const reports = readOtlpLogsRequest(body);
  if (reports.length === 0) return json({ message: 'No log records' }, 400);
  const service = resourceAttr(body, 'service.name');
  const site = resourceAttr(body, 'exchange.site');
  for (const report of reports) kept.unshift({ ...report, service, site, receivedAt: now });
  kept.splice(OTLP_KEPT_REPORTS);
  return json({ partialSuccess: {} }, 200);
}

/** The kept reports, newest first. */
export const collectedReports = (): readonly CollectedReport[] => kept;

/** `GET /_sandbox/otlp/reports`: the kept reports as JSON. */
export const listOtlpReports = (): Response => json({ reports: kept }, 200);

/** Forgets every report (tests). */
export const clearCollectedReports = (): void => {
  kept.length = 0;
};
