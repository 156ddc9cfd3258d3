'use client';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { monitoringLogMessages } from '@/messages';

/** The sandbox's collector list (`GET /_sandbox/otlp/reports`, libs/sandbox `otlp-collector.ts`). */
export const MONITORING_REPORTS_PATH = '/_sandbox/otlp/reports';

const reportsSchema = z.object({
  reports: z.array(z.object({ name: z.string(), type: z.string(), data: z.string(), site: z.string(), receivedAt: z.number() })),
});
type CollectedReport = z.infer<typeof reportsSchema>['reports'][number];

export interface MonitoringReportLogProps {
  /** How many of the last reports to list (newest first). */
  limit?: number;
}

/**
 * The last monitoring reports the sandbox's OTLP collector received (decision 1823), newest first, for the
 * reviewer's toolbar: what left the page, after the masks and the per-view budget. No Chakra.
 */
export function MonitoringReportLog({ limit = 8 }: MonitoringReportLogProps) {
  const intl = useIntl();
  const [reports, setReports] = useState<readonly CollectedReport[]>([]);
  const load = useCallback(() => {
    void fetch(MONITORING_REPORTS_PATH, { cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const parsed = reportsSchema.safeParse(body);
        setReports(parsed.success ? parsed.data.reports : []);
      })
      .catch(() => setReports([]));
  }, []);
  useEffect(() => load(), [load]);
  const shown = reports.slice(0, limit);
  return (
    <section
      aria-label={intl.formatMessage(monitoringLogMessages.title)}
      data-testid="monitoring-report-log"
      style={{ fontSize: '0.75rem' }}
    >
      <p style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: '0.5rem 0 0.25rem', fontWeight: 600 }}>
        <span>{intl.formatMessage(monitoringLogMessages.title)}</span>
        <button type="button" onClick={load}>
          {intl.formatMessage(monitoringLogMessages.refresh)}
        </button>
      </p>
      {shown.length === 0 ? (
        <p style={{ margin: 0 }}>{intl.formatMessage(monitoringLogMessages.empty)}</p>
      ) : (
        <ol tabIndex={0} style={{ margin: 0, paddingInlineStart: '1.25rem', maxBlockSize: '10rem', overflowY: 'auto' }}>
          {shown.map((report, index) => (
            <li key={`${report.receivedAt}-${index}`}>
              <code>{report.name}</code> <span>{report.type}</span>{' '}
              <span dir="ltr" style={{ overflowWrap: 'anywhere', opacity: 0.8 }}>
                {report.data.slice(0, 120)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
