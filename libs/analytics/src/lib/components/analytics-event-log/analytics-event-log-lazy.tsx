'use client';
import dynamic from 'next/dynamic';
import type { AnalyticsEventLogProps } from './analytics-event-log';

/** The sandbox toolbar's event list, loaded after hydration with the toolbar: not part of any first load (issue 9). */
export const AnalyticsEventLog = dynamic<AnalyticsEventLogProps>(() => import('./analytics-event-log').then((m) => m.AnalyticsEventLog), {
  ssr: false,
});
