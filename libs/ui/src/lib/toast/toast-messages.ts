import { defineMessages } from 'react-intl';

/** The toast region's own words (a toast's title and description come from its caller). */
export const toastMessages = defineMessages({
  region: { id: 'ui.toast.region', defaultMessage: 'Notifications' },
  close: { id: 'ui.toast.close', defaultMessage: 'Close notification' },
});
