import 'server-only';
import { chartingSnapshotEndpoint } from '@exchange/site-config';

/** The trade pages' charting host (spec 02 §2, decision 1860): the sandbox's with the embedded exchange, else the configured one or none. */
export const chartingHost = (env: Record<string, string | undefined> = process.env): string | null =>
  chartingSnapshotEndpoint({
    CHARTING_SNAPSHOT_ENDPOINT: env['CHARTING_SNAPSHOT_ENDPOINT'],
    EXCHANGE_API_ORIGIN: env['EXCHANGE_API_ORIGIN'],
  });
