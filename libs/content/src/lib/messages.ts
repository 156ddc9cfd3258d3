import { defineMessages } from 'react-intl';

/** Every user-facing string of @exchange/content. Ids `content.<component>.<key>`, English defaults. */
export const messages = defineMessages({
  noticeTitle: { id: 'content.notice.title', defaultMessage: 'Notice' },
  noticeAcknowledge: { id: 'content.notice.acknowledge', defaultMessage: 'I Got it' },
});
