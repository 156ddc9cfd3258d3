import { thirdPartyEndpoint } from './third-party-endpoint';

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

export function chartingSnapshotEndpoint(env: ChartingHostEnv): string | null {
  return thirdPartyEndpoint(env.CHARTING_SNAPSHOT_ENDPOINT, env.EXCHANGE_API_ORIGIN, SANDBOX_CHARTING_SNAPSHOT_ENDPOINT);
}
