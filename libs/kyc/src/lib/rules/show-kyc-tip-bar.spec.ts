import { SITE_IDS } from '@exchange/site-config';
import { kycTipBarHiddenReason, kycTipBarText, showKycTipBar, type KycTipBarHiddenReason, type KycTipBarInput } from './show-kyc-tip-bar';

const { main, us, testnet } = SITE_IDS;
const UK = 182;

describe('showKycTipBar (spec 02 §4 KYC tip bar)', () => {
  it.each<[string, KycTipBarInput, KycTipBarHiddenReason | null]>([
    ['level 0 on main shows', { verified: 0, site: main, dismissedThisSession: false }, null],
    ['level 0.5 on main shows', { verified: 5, site: main, dismissedThisSession: false }, null],
    ['level 1 on main shows', { verified: 2, site: main, dismissedThisSession: false }, null],
    ['level 1 on another region shows', { verified: 2, site: UK, dismissedThisSession: false }, null],
    // Decision 1834: "verified level equals 1" is level 1 (code 2); code 1 is level 2, hidden as KYC2 completed.
    ['level 1 (code 2) on US hides', { verified: 2, site: us, dismissedThisSession: false }, 'us-verified-1'],
    ['level 0.5 on US shows', { verified: 5, site: us, dismissedThisSession: false }, null],
    ['level 0 on US shows', { verified: 0, site: us, dismissedThisSession: false }, null],
    ['KYC2 completed (verified 1) on main hides', { verified: 1, site: main, dismissedThisSession: false }, 'kyc2-completed'],
    ['level 3 (verified 4) hides', { verified: 4, site: main, dismissedThisSession: false }, 'kyc2-completed'],
    ['company (verified 3) hides', { verified: 3, site: main, dismissedThisSession: false }, 'kyc2-completed'],
    ['US with code 1 (level 2) hides as KYC2 completed', { verified: 1, site: us, dismissedThisSession: false }, 'kyc2-completed'],
    ['testnet hides even at level 0', { verified: 0, site: testnet, dismissedThisSession: false }, 'testnet'],
    ['dismissed this session hides', { verified: 0, site: main, dismissedThisSession: true }, 'dismissed'],
    ['unknown user hides', { verified: undefined, site: main, dismissedThisSession: false }, 'unknown-user'],
    ['garbage verified hides', { verified: 'abc', site: main, dismissedThisSession: false }, 'unknown-user'],
  ])('%s', (_label, input, reason) => {
    expect(kycTipBarHiddenReason(input)).toBe(reason);
    expect(showKycTipBar(input)).toBe(reason === null);
  });
});

describe('kycTipBarText (asks the one level rule, kycAbilities)', () => {
  it.each([
    [0, 'unlock-trading'],
    [5, 'raise-limits'],
    [2, 'raise-limits'],
    [undefined, 'unlock-trading'],
  ] as const)('verified %p → %s', (verified, text) => {
    expect(kycTipBarText(verified)).toBe(text);
  });
});
