import { reportEvent, type EventReporter } from '@exchange/monitoring';
import * as z from 'zod/mini';

/**
 * The chart's screenshot upload to the third-party charting host (spec 02 §2 "A screenshot action opens a URL on a
 * third-party charting host"; decision 1860), declared once for the page and the sandbox that plays the host:
 * `POST <endpoint>` as `multipart/form-data` with the PNG in the `preparedImage` field, no cookies (a third party);
 * the host answers `{ "url": "<share page>" }` (absolute, or relative to the endpoint). Anything else, or a refused
 * file, gives the fallback (null) and a monitoring event; the caller then downloads the PNG instead.
 */
export const CHART_SNAPSHOT = {
  /** The form field that carries the image. */
  field: 'preparedImage',
  /** The only image type the host takes. */
  types: ['image/png'] as readonly string[],
  /** The largest image the host takes (a 2× capture of a 1440 px chart is ~300 KB). */
  maxBytes: 2 * 1024 * 1024,
  /** How long the page waits for the host. */
  timeoutMs: 10_000,
  source: 'spec 02 §2 screenshot on a third-party charting host (protocol ours, decision 1860)',
} as const;

export const CHART_SNAPSHOT_FALLBACK = null;

/** Monitoring event of an upload that gave the fallback. */
export const CHART_SNAPSHOT_FAILED_EVENT = 'chart_snapshot_failed';

export const chartSnapshotResponseSchema = z.object({ url: z.string().check(z.minLength(1), z.maxLength(2048)) });
export type ChartSnapshotResponse = z.infer<typeof chartSnapshotResponseSchema>;

export type ChartSnapshotFileVerdict = 'ok' | 'empty' | 'too-large' | 'wrong-type';

/** Whether the host takes a file (the page checks before sending, the sandbox host again on receipt). */
export function checkChartSnapshotFile(file: { type: string; size: number }): ChartSnapshotFileVerdict {
  if (!CHART_SNAPSHOT.types.includes(file.type.split(';')[0]?.trim().toLowerCase() ?? '')) return 'wrong-type';
  if (file.size <= 0) return 'empty';
  if (file.size > CHART_SNAPSHOT.maxBytes) return 'too-large';
  return 'ok';
}

/** The share URL of a valid answer, resolved against the endpoint; null when the body is not the contract's. */
export function chartSnapshotUrl(body: unknown, endpoint: string, base: string): string | null {
  const parsed = z.safeParse(chartSnapshotResponseSchema, body);
  if (!parsed.success) return null;
  try {
    return new URL(parsed.data.url, new URL(endpoint, base)).href;
  } catch {
    return null;
  }
}

export interface UploadChartSnapshotOptions {
  /** The page's origin, for a relative endpoint (default: `location.href`). */
  base?: string;
  fetch?: typeof fetch;
  monitor?: EventReporter;
}

export type ChartSnapshotFailure = ChartSnapshotFileVerdict | 'network' | 'timeout' | 'http' | 'invalid';

/** Uploads the PNG; resolves the share URL or the fallback (null), never rejects. */
export async function uploadChartSnapshot(
  endpoint: string,
  png: Blob,
  options: UploadChartSnapshotOptions = {},
): Promise<{ ok: true; url: string } | { ok: false; reason: ChartSnapshotFailure; url: typeof CHART_SNAPSHOT_FALLBACK }> {
  const monitor = options.monitor ?? { captureEvent: reportEvent };
  const fail = (reason: ChartSnapshotFailure, status?: number) => {
    monitor.captureEvent(CHART_SNAPSHOT_FAILED_EVENT, { reason, ...(status === undefined ? {} : { status }) });
    return { ok: false as const, reason, url: CHART_SNAPSHOT_FALLBACK };
  };
  const verdict = checkChartSnapshotFile(png);
  if (verdict !== 'ok') return fail(verdict);
  const base = options.base ?? (typeof location === 'undefined' ? 'http://localhost/' : location.href);
  const form = new FormData();
  form.append(CHART_SNAPSHOT.field, png, 'chart.png');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CHART_SNAPSHOT.timeoutMs);
  try {
    const response = await (options.fetch ?? fetch)(new URL(endpoint, base).href, {
      method: 'POST',
      body: form,
      credentials: 'omit',
      signal: controller.signal,
    });
    if (!response.ok) return fail('http', response.status);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return fail('invalid', response.status);
    }
    const url = chartSnapshotUrl(body, endpoint, base);
    return url === null ? fail('invalid', response.status) : { ok: true, url };
  } catch {
    return fail(controller.signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
}
