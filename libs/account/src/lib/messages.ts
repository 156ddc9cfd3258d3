import { defineMessages } from 'react-intl';

/** Every user-facing string of @exchange/account. Ids `account.<component>.<key>`, English defaults. */
export const messages = defineMessages({
  noticeTitle: { id: 'account.notice.title', defaultMessage: 'Notice' },
  noticeAcknowledge: { id: 'account.notice.acknowledge', defaultMessage: 'I Got it' },
});
