'use client';
import { useExchangeClient, type ReceivedAnalyticsEvent } from '@exchange/api';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ANALYTICS_SENT_EVENT } from '../../browser/analytics-storage';
import { messages } from '../../messages';

export interface AnalyticsEventLogProps {
  /** How many of the last events to list (newest first). */
  limit?: number;
}

/**
 * The last analytics events the sandbox's collector kept for this browser (`analyticsEvents`), newest first,
 * refreshed after each accepted batch: the reviewer's funnel in the sandbox toolbar. No Chakra.
 */
export function AnalyticsEventLog({ limit = 8 }: AnalyticsEventLogProps) {
  const intl = useIntl();
  const api = useExchangeClient();
  const [events, setEvents] = useState<readonly ReceivedAnalyticsEvent[]>([]);
  const load = useCallback(() => {
    // `since` makes each read a new request (reads are otherwise shared for 30 s): the last hour's events.
    void api.callResult('analyticsEvents', { since: Date.now() - 60 * 60 * 1000 }).then((result) => {
      // A read that never ran (its declaration did not load, decision 1970) keeps the list shown.
      if (result.data !== undefined) setEvents(result.data.events);
    });
  }, [api]);
  useEffect(() => {
    load();
    window.addEventListener(ANALYTICS_SENT_EVENT, load);
    return () => window.removeEventListener(ANALYTICS_SENT_EVENT, load);
  }, [load]);
  const shown = events.slice(-limit).reverse();
  return (
    <section aria-label={intl.formatMessage(messages.eventLogTitle)} data-testid="analytics-event-log" style={{ fontSize: '0.75rem' }}>
      <p style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: '0.5rem 0 0.25rem', fontWeight: 600 }}>
        <span>{intl.formatMessage(messages.eventLogTitle)}</span>
        <button type="button" onClick={load}>
          {intl.formatMessage(messages.eventLogRefresh)}
        </button>
      </p>
      {shown.length === 0 ? (
        <p style={{ margin: 0 }}>{intl.formatMessage(messages.eventLogEmpty)}</p>
      ) : (
        <ol tabIndex={0} style={{ margin: 0, paddingInlineStart: '1.25rem', maxBlockSize: '10rem', overflowY: 'auto' }}>
          {shown.map((event, index) => (
            <li key={`${event.receivedAt}-${index}`}>
              <code>{event.name}</code>{' '}
              <time dateTime={new Date(event.at).toISOString()}>{intl.formatTime(event.at, { timeStyle: 'medium' })}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
