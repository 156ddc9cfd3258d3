'use client';
import { configureMonitoring, type MonitorPayload } from '@exchange/monitoring';
import { isDebugEnabled } from '@exchange/site-config';
import { useEffect } from 'react';

function readLocalDebugFlag(): string | null {
  try {
    return window.localStorage.getItem('debug');
  } catch {
    return null;
  }
}

/**
 * Monitoring for this page view: reports go to NEXT_PUBLIC_MONITORING_ENDPOINT when configured (scrubbed,
 * at most 10 custom events per view). With `?debug=1` or the local flag `debug=1` (spec 03 §2) every
 * report is also written to the console.
 */
export function MonitoringSetup() {
  useEffect(() => {
    const endpoint = process.env['NEXT_PUBLIC_MONITORING_ENDPOINT'];
    const debug = isDebugEnabled({ query: window.location.search, localFlag: readLocalDebugFlag() });
    if (!endpoint && !debug) return;
    const post = async (body: MonitorPayload) => {
      if (endpoint)
        await fetch(endpoint, {
          method: 'POST',
          keepalive: true,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
    };
    configureMonitoring({
      endpoint: endpoint ?? '/monitoring/console',
      send: debug
        ? async (body) => {
            console.info('[monitoring]', body);
            await post(body);
          }
        : post,
    });
  }, []);
  return null;
}
