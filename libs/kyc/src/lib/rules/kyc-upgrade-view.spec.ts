import type { KycApplication } from '@exchange/api';
import { decideKycUpgradeView } from './kyc-upgrade-view';

const app = (over: Partial<KycApplication>): KycApplication => ({
  status: 'none',
  target: 0,
  submitted_at: 0,
  decided_at: 0,
  reason: '',
  ...over,
});

describe('decideKycUpgradeView (issue 23 item 6; levels of spec 03 §4)', () => {
  it.each([
    ['level 0 (code 0) on kyc2: the level-1 form', 0, null, 'kyc2', { kind: 'form', level: 1, target: 2, rejected: null }],
    ['level 0.5 (code 5) on kyc2: the level-1 form', 5, null, 'kyc2', { kind: 'form', level: 1, target: 2, rejected: null }],
    ['level 1 (code 2) on kyc2: the level-2 form', 2, null, 'kyc2', { kind: 'form', level: 2, target: 1, rejected: null }],
    ['level 2 (code 1) on kyc2: go to kyc3_v1', 1, null, 'kyc2', { kind: 'elsewhere', page: 'kyc3', level: 3 }],
    ['level 2 (code 1) on kyc3_v1: the level-3 form', 1, null, 'kyc3', { kind: 'form', level: 3, target: 4, rejected: null }],
    ['level 0 on kyc3_v1: complete kyc2 first', 0, null, 'kyc3', { kind: 'elsewhere', page: 'kyc2', level: 1 }],
    ['level 3 (code 4): nothing to do', 4, null, 'kyc2', { kind: 'top' }],
    ['company (code 3): nothing to do', 3, null, 'kyc3', { kind: 'top' }],
    ['missing code is level 0 (decision 0501)', null, null, 'kyc2', { kind: 'form', level: 1, target: 2, rejected: null }],
    ['under review for level 1', 0, app({ status: 'under_review', target: 2 }), 'kyc2', { kind: 'under-review', level: 1 }],
    ['under review shows on kyc3_v1 too', 1, app({ status: 'under_review', target: 4 }), 'kyc2', { kind: 'under-review', level: 3 }],
    [
      'rejected: the form again with the reason',
      0,
      app({ status: 'rejected', target: 2, reason: 'Blurred photo' }),
      'kyc2',
      { kind: 'form', level: 1, target: 2, rejected: 'Blurred photo' },
    ],
    [
      'approved level 1 (now code 2): the level-2 form',
      2,
      app({ status: 'approved', target: 2 }),
      'kyc2',
      { kind: 'form', level: 2, target: 1, rejected: null },
    ],
  ] as const)('%s', (_label, verified, application, page, expected) => {
    expect(decideKycUpgradeView(verified, application, page)).toEqual(expected);
  });
});
