import { CHART_SNAPSHOT, checkChartSnapshotFile, type ChartSnapshotResponse } from '@exchange/api';

/**
 * The sandbox plays the third-party charting host (spec 02 §2, decision 1860): `POST /_sandbox/charting/snapshot`
 * takes the chart's PNG (multipart `preparedImage`, the limits of `CHART_SNAPSHOT`), keeps it in memory and answers
 * `{ url }`, the share page `GET /_sandbox/charting/x/<id>` (the image, its size and time, as a host's snapshot page
 * shows it); `GET /_sandbox/charting/x/<id>.png` is the image itself. The page posts without cookies (a third party).
 */
export const CHARTING_SNAPSHOT_PATH = 'charting/snapshot';
export const CHARTING_SHARE_PREFIX = 'charting/x/';
/** How many snapshots the sandbox keeps (oldest forgotten first). */
export const KEPT_SNAPSHOTS = 20;
/** The multipart envelope around the file: boundaries, headers and the file name. */
const ENVELOPE_BYTES = 4096;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface Snapshot {
  id: string;
  bytes: ArrayBuffer;
  receivedAt: number;
}

const kept = new Map<string, Snapshot>();

const json = (body: unknown, status: number): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });

const isPng = (buffer: ArrayBuffer): boolean => {
  const bytes = new Uint8Array(buffer, 0, Math.min(buffer.byteLength, PNG_SIGNATURE.length));
  return PNG_SIGNATURE.every((byte, i) => bytes[i] === byte);
};

/** Receives one upload; 415 for another body or image type, 413 over the limit, 400 without the field or a PNG. */
export async function receiveChartSnapshot(request: Request, now: number = Date.now()): Promise<Response> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? ''))
    return json({ message: 'Send multipart/form-data' }, 415);
  const length = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(length) && length > CHART_SNAPSHOT.maxBytes + ENVELOPE_BYTES) return json({ message: 'Image too large' }, 413);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return json({ message: 'Malformed form' }, 400);
  }
  const file = form.get(CHART_SNAPSHOT.field);
  if (file === null || typeof file === 'string') return json({ message: `No ${CHART_SNAPSHOT.field} file` }, 400);
  const verdict = checkChartSnapshotFile(file);
  if (verdict === 'too-large') return json({ message: 'Image too large' }, 413);
  if (verdict === 'wrong-type') return json({ message: 'Only image/png' }, 415);
  if (verdict === 'empty') return json({ message: 'Empty image' }, 400);
  const bytes = await file.arrayBuffer();
  if (!isPng(bytes)) return json({ message: 'Not a PNG image' }, 400);
  const id = globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 12);
  kept.set(id, { id, bytes, receivedAt: now });
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_SNAPSHOTS) break;
    kept.delete(oldest);
  }
  const body: ChartSnapshotResponse = { url: `/_sandbox/${CHARTING_SHARE_PREFIX}${id}` };
  return json(body, 200);
}

const sharePage = (snapshot: Snapshot): string => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Chart snapshot ${snapshot.id}</title></head>
<style>*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;padding:16px;background:#0b0e11;color:#eaecef}main{max-width:75rem;margin:0 auto}img{display:block;max-width:100%;height:auto;border:1px solid #2b3139;border-radius:8px}a{color:#f0b90b}</style>
<body>
<main>
<h1>Chart snapshot</h1>
<p>Shared from the exchange's chart (sandbox charting host) · <time datetime="${new Date(snapshot.receivedAt).toISOString()}">${new Date(snapshot.receivedAt).toUTCString()}</time> · ${Math.round(snapshot.bytes.byteLength / 1024)} KB</p>
<img src="/_sandbox/${CHARTING_SHARE_PREFIX}${snapshot.id}.png" alt="Chart snapshot ${snapshot.id}">
<p><a href="/_sandbox/${CHARTING_SHARE_PREFIX}${snapshot.id}.png" download="chart-${snapshot.id}.png">Download the image</a></p>
</main>
</body>
</html>`;

/** `GET /_sandbox/charting/x/<id>` (the share page) or `<id>.png` (the image); 404 for an unknown or forgotten id. */
export function serveChartSnapshot(rest: string): Response {
  const match = /^([0-9a-f]{12})(\.png)?$/.exec(rest);
  const snapshot = match?.[1] === undefined ? undefined : kept.get(match[1]);
  if (!snapshot) return new Response('Snapshot not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  if (match?.[2])
    return new Response(snapshot.bytes, { status: 200, headers: { 'content-type': 'image/png', 'cache-control': 'no-store' } });
  return new Response(sharePage(snapshot), {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** Forgets every snapshot (tests). */
export const clearChartSnapshots = (): void => kept.clear();
