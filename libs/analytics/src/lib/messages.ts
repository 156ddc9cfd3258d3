import { defineMessages } from 'react-intl';

/** Every user-facing string of @exchange/analytics. Ids `analytics.<component>.<key>`, English defaults. */
export const messages = defineMessages({
  consentLabel: { id: 'analytics.consent.label', defaultMessage: 'Share anonymous usage analytics' },
  consentHint: {
    id: 'analytics.consent.hint',
    defaultMessage: 'Helps us improve the site. Personal details are masked before anything is sent.',
  },
  eventLogTitle: { id: 'analytics.eventLog.title', defaultMessage: 'Analytics events received' },
  eventLogEmpty: { id: 'analytics.eventLog.empty', defaultMessage: 'No events yet.' },
  eventLogRefresh: { id: 'analytics.eventLog.refresh', defaultMessage: 'Refresh' },
});
