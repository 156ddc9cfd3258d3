import { thirdPartyEndpoint } from './third-party-endpoint';

/**
 * Where monitoring reports go (spec 03 §7 "Monitoring reports go to a third-party performance service"; decision
 * 1823): an OpenTelemetry collector's OTLP/HTTP logs URL. A deployment names it in `MONITORING_OTLP_ENDPOINT` (an
 * absolute https URL, or http on localhost); with the embedded sandbox (no `EXCHANGE_API_ORIGIN`) the sandbox plays
 * the collector at `SANDBOX_OTLP_ENDPOINT`; otherwise monitoring is off (null). The proxy lets the page connect to
 * this endpoint's origin (CSP `connect-src`), the shell hands it to the page's monitor.
 */
export const SANDBOX_OTLP_ENDPOINT = '/_sandbox/otlp/v1/logs';

export interface MonitoringEndpointEnv {
  MONITORING_OTLP_ENDPOINT?: string | undefined;
  EXCHANGE_API_ORIGIN?: string | undefined;
}

export function monitoringEndpoint(env: MonitoringEndpointEnv): string | null {
  return thirdPartyEndpoint(env.MONITORING_OTLP_ENDPOINT, env.EXCHANGE_API_ORIGIN, SANDBOX_OTLP_ENDPOINT);
}
