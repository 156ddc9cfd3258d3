/**
 * Where the chart's screenshot goes (spec 02 §2 "A screenshot action opens a URL on a third-party charting host";
 * decision 1860): the charting host's snapshot upload URL. A deployment names it in `CHARTING_SNAPSHOT_ENDPOINT` (an
 * absolute https URL, or http on localhost; no credentials in the URL); with the embedded sandbox (no
 * `EXCHANGE_API_ORIGIN`) the sandbox plays the host at `SANDBOX_CHARTING_SNAPSHOT_ENDPOINT`; otherwise there is no
 * host (null) and the screenshot is a PNG download. The proxy lets the page connect to this endpoint's origin.
 */
export const SANDBOX_CHARTING_SNAPSHOT_ENDPOINT = '/_sandbox/charting/snapshot';

export interface ChartingHostEnv {
  CHARTING_SNAPSHOT_ENDPOINT?: string | undefined;
  EXCHANGE_API_ORIGIN?: string | undefined;
}

const isLocalHost = (host: string): boolean => host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1';

export function chartingSnapshotEndpoint(env: ChartingHostEnv): string | null {
  const configured = env.CHARTING_SNAPSHOT_ENDPOINT?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.username || url.password) return null;
      if (url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname))) return url.href;
      return null;
    } catch {
      return null;
    }
  }
  return env.EXCHANGE_API_ORIGIN ? null : SANDBOX_CHARTING_SNAPSHOT_ENDPOINT;
}
