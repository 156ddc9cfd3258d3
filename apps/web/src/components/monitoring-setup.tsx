'use client';
import { configureMonitoring, postOtlp, type MonitorPayload } from '@exchange/monitoring';
import { isDebugEnabled } from '@exchange/site-config';
import { useEffect } from 'react';

function readLocalDebugFlag(): string | null {
  try {
    return window.localStorage.getItem('debug');
  } catch {
    return null;
  }
}

export interface MonitoringSetupProps {
  /** The collector's OTLP/HTTP logs URL from the site config (ShellData, decision 1823); null: reports stay in the page. */
  endpoint: string | null;
  site: string;
  locale: string;
}

/**
 * Monitoring for this page view: reports (masked, at most 10 custom events per view, spec 03 §9) leave as
 * OTLP/HTTP JSON for the configured collector (the sandbox plays it), which CSP `connect-src` allows. With
 * `?debug=1` or the local flag `debug=1` (spec 03 §2) every report is also written to the console.
 */
export function MonitoringSetup({ endpoint, site, locale }: MonitoringSetupProps) {
  useEffect(() => {
    const debug = isDebugEnabled({ query: window.location.search, localFlag: readLocalDebugFlag() });
    if (!endpoint && !debug) return;
    const post = endpoint
      ? postOtlp(endpoint, { serviceName: 'exchange-web', attributes: { 'exchange.site': site, 'exchange.locale': locale } })
      : null;
    configureMonitoring({
      endpoint: endpoint ?? '/monitoring/console',
      send: async (body: MonitorPayload) => {
        if (debug) console.info('[monitoring]', body);
        if (post) await post(body);
      },
    });
  }, [endpoint, site, locale]);
  return null;
}
