import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Every user-facing string of @exchange/micro-app. Ids `micro-app.<component>.<key>`, English defaults. */
const descriptors = defineMessages({
  loading: { id: 'micro-app.host.loading', defaultMessage: 'Loading {title}…' },
  failed: { id: 'micro-app.host.failed', defaultMessage: '{title} could not be loaded.' },
  unavailable: { id: 'micro-app.host.unavailable', defaultMessage: '{title} is not available here right now.' },
  openFullPage: { id: 'micro-app.host.open-full-page', defaultMessage: 'Open {title} in a full page' },
});

export const messages: { readonly [K in keyof typeof descriptors]: MessageDescriptor } = descriptors;
