// defineMessages from @formatjs/intl: the chat pages format their titles on the server too.
import { defineMessages, type MessageDescriptor } from '@formatjs/intl';

/** Every user-facing string of @exchange/chatroom. Ids `chatroom.<component>.<key>`, English defaults. */
const descriptors = defineMessages({
  title: { id: 'chatroom.layer.title', defaultMessage: 'Chatroom' },
  open: { id: 'chatroom.layer.open', defaultMessage: 'Open chatroom' },
  close: { id: 'chatroom.layer.close', defaultMessage: 'Close chatroom' },
  pageTitle: { id: 'chatroom.page.title', defaultMessage: 'Community chat' },
  serviceTitle: { id: 'chatroom.page.service-title', defaultMessage: 'Customer service chat' },
});

export const messages: { readonly [K in keyof typeof descriptors]: MessageDescriptor } = descriptors;
