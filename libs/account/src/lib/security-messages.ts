import { defineMessages, type MessageDescriptor } from 'react-intl';

const descriptors = defineMessages({
  totpOnTitle: { id: 'account.totpSetup.onTitle', defaultMessage: 'Two-factor authentication is on' },
  totpOnBody: {
    id: 'account.totpSetup.onBody',
    defaultMessage: 'Log-in, withdrawals and security changes ask for the code from your authenticator app.',
  },
  totpStep1: {
    id: 'account.totpSetup.step1',
    defaultMessage: '1. Scan this QR code with an authenticator app (Google Authenticator, Authy, 1Password…).',
  },
  totpStep2: {
    id: 'account.totpSetup.step2',
    defaultMessage: '2. Or enter this key by hand. Keep it somewhere safe: it restores your codes on a new phone.',
  },
  totpStep3: {
    id: 'account.totpSetup.step3',
    defaultMessage: '3. Enter the 6-digit code the app shows to turn two-factor authentication on.',
  },
  totpQrLabel: { id: 'account.totpSetup.qrLabel', defaultMessage: 'QR code for {issuer}' },
  totpSecretLabel: { id: 'account.totpSetup.secretLabel', defaultMessage: 'Setup key' },
  totpCodeLabel: { id: 'account.totpSetup.codeLabel', defaultMessage: 'Authenticator code' },
  totpCodeInvalid: { id: 'account.totpSetup.codeInvalid', defaultMessage: 'Enter the 6-digit code.' },
  totpEnable: { id: 'account.totpSetup.enable', defaultMessage: 'Turn on 2FA' },
  totpDisable: { id: 'account.totpSetup.disable', defaultMessage: 'Turn off 2FA' },
  totpDisableHint: { id: 'account.totpSetup.disableHint', defaultMessage: 'Turning it off needs a current code.' },
  totpEnabled: { id: 'account.totpSetup.enabled', defaultMessage: 'Two-factor authentication is on.' },
  totpDisabled: { id: 'account.totpSetup.disabled', defaultMessage: 'Two-factor authentication is off.' },
  totpLoading: { id: 'account.totpSetup.loading', defaultMessage: 'Loading your setup key…' },
  totpUnavailable: { id: 'account.totpSetup.unavailable', defaultMessage: 'The setup key could not be loaded. Try again later.' },
  refused: { id: 'account.security.refused', defaultMessage: 'The exchange answered: {message}' },
  failed: { id: 'account.security.failed', defaultMessage: 'That did not work. Try again later.' },
  sessionsHeading: { id: 'account.sessions.heading', defaultMessage: 'Signed-in devices' },
  sessionsEmpty: { id: 'account.sessions.empty', defaultMessage: 'No other device is signed in.' },
  sessionsLoading: { id: 'account.sessions.loading', defaultMessage: 'Loading your devices…' },
  sessionsCurrent: { id: 'account.sessions.current', defaultMessage: 'This device' },
  sessionsSignOut: { id: 'account.sessions.signOut', defaultMessage: 'Sign out' },
  sessionsSignOutLabel: { id: 'account.sessions.signOutLabel', defaultMessage: 'Sign out {device}' },
  sessionsSignOutOthers: { id: 'account.sessions.signOutOthers', defaultMessage: 'Sign out all other devices' },
  sessionsDevice: { id: 'account.sessions.device', defaultMessage: '{browser} on {system}' },
  sessionsSince: { id: 'account.sessions.since', defaultMessage: 'Signed in {time} · last active {last}' },
  historyHeading: { id: 'account.sessions.historyHeading', defaultMessage: 'Log-in history' },
  historyTime: { id: 'account.sessions.historyTime', defaultMessage: 'Time' },
  historyDevice: { id: 'account.sessions.historyDevice', defaultMessage: 'Device' },
  historyMethod: { id: 'account.sessions.historyMethod', defaultMessage: 'Method' },
  historyStatus: { id: 'account.sessions.historyStatus', defaultMessage: 'Status' },
  historyActive: { id: 'account.sessions.historyActive', defaultMessage: 'Active' },
  historyEnded: { id: 'account.sessions.historyEnded', defaultMessage: 'Signed out' },
});

/** The security centre's texts (issue 23 items 3 and 5); plain descriptors so messages with values accept them. */
export const securityMessages: { readonly [K in keyof typeof descriptors]: MessageDescriptor } = descriptors;
