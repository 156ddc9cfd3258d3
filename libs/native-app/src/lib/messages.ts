import { defineMessages, type MessageDescriptor } from 'react-intl';

const descriptors = defineMessages({
  shellTitle: { id: 'native-app.native-shell.title', defaultMessage: 'Native app shell (sandbox)' },
  shellSummaryNew: { id: 'native-app.native-shell.summary-new', defaultMessage: '{platform} build {build}: new native calls' },
  shellSummaryOld: { id: 'native-app.native-shell.summary-old', defaultMessage: '{platform} build {build}: old native calls' },
  shellSettings: { id: 'native-app.native-shell.settings', defaultMessage: 'App settings' },
  shellPlatform: { id: 'native-app.native-shell.platform', defaultMessage: 'Platform' },
  shellBuild: { id: 'native-app.native-shell.build', defaultMessage: 'Build number' },
  shellPath: { id: 'native-app.native-shell.path', defaultMessage: 'Page' },
  shellOpen: { id: 'native-app.native-shell.open', defaultMessage: 'Open in the app' },
  shellFrame: { id: 'native-app.native-shell.frame', defaultMessage: 'The site inside the native app' },
  shellCalls: { id: 'native-app.native-shell.calls', defaultMessage: 'Bridge calls' },
  shellNoCalls: { id: 'native-app.native-shell.no-calls', defaultMessage: 'No bridge calls yet.' },
  shellClear: { id: 'native-app.native-shell.clear', defaultMessage: 'Clear calls' },
});

/**
 * Every user-facing string of @exchange/native-app. Ids `native-app.<component>.<key>`, English defaults.
 * Typed as plain descriptors so messages with placeholders accept their values.
 */
export const messages: { readonly [K in keyof typeof descriptors]: MessageDescriptor } = descriptors;
