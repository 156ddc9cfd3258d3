import { defineMessages } from 'react-intl';

/** Every user-facing string of @exchange/wallet. Ids `wallet.<component>.<key>`, English defaults. */
export const messages = defineMessages({
  noticeTitle: { id: 'wallet.notice.title', defaultMessage: 'Notice' },
  noticeAcknowledge: { id: 'wallet.notice.acknowledge', defaultMessage: 'I Got it' },
});
