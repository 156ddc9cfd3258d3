import { defineOverlays } from '@exchange/ui';

/**
 * Every popup of the compliance domain and its place in the overlay queue, registered once (decisions 0303, 1720).
 * A new compliance popup is one entry here plus its component, which hands its entry to the queue
 * (`ComplianceDialog`'s `overlay`). Keys are the notice kinds of `decideComplianceOverlays` and the other dialogs' names.
 *
 * Order: blocking checks, then consent, then the notices (must-read legal notices first, then the site choice, then
 * account states, then regional information, then marketing-adjacent reminders).
 */
export const COMPLIANCE_OVERLAYS = defineOverlays({
  /** IP check: the non-closable detection modal (03 §4). */
  'ip-detection': { id: 'compliance.ip-detection', band: 'blocking', rank: 0 },
  /** IP check: the VPN tip and the upgrade-identity modal (never both at once). */
  'ip-vpn-tip': { id: 'compliance.ip-vpn-tip', band: 'blocking', rank: 1 },
  'ip-upgrade': { id: 'compliance.ip-upgrade', band: 'blocking', rank: 1 },
  'user-agreement': { id: 'compliance.user-agreement', band: 'consent', rank: 0 },
  'turkey-declaration': { id: 'compliance.turkey-declaration', band: 'consent', rank: 1 },
  /** The user clicked a link the EU site does not offer: each opening is its own instance (`overlayInstance`). */
  'eu-upcoming-feature': { id: 'compliance.eu-upcoming-feature', band: 'notice', rank: 0 },
  'prohibited-countries': { id: 'compliance.prohibited-countries', band: 'notice', rank: 1 },
  'uk-modal': { id: 'compliance.uk-modal', band: 'notice', rank: 2 },
  'uk-notice': { id: 'compliance.uk-notice', band: 'notice', rank: 3 },
  'region-switch': { id: 'compliance.region-switch', band: 'notice', rank: 4 },
  'restricted-location': { id: 'compliance.restricted-location', band: 'notice', rank: 5 },
  'account-conflict': { id: 'compliance.account-conflict', band: 'notice', rank: 6 },
  'only-withdraw': { id: 'compliance.only-withdraw', band: 'notice', rank: 7 },
  'ip-limit': { id: 'compliance.ip-limit', band: 'notice', rank: 8 },
  'hk-dialog': { id: 'compliance.hk-dialog', band: 'notice', rank: 9 },
  'uzbekistan-dialog': { id: 'compliance.uzbekistan-dialog', band: 'notice', rank: 10 },
  'brazil-toast': { id: 'compliance.brazil-toast', band: 'notice', rank: 11 },
  'ltw-toast': { id: 'compliance.ltw-toast', band: 'notice', rank: 12 },
  'cooling-down': { id: 'compliance.cooling-down', band: 'notice', rank: 13 },
  /** The compliance tips modal (02 §4). */
  'compliance-tips': { id: 'compliance.compliance-tips', band: 'notice', rank: 14 },
});
