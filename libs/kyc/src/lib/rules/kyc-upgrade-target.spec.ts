import { kycUpgradeTarget, type KycUpgradeTarget, type KycUpgradeTargetInput } from './kyc-upgrade-target';

const web: KycUpgradeTarget = { kind: 'web', href: '/myaccount/kyc2' };

describe('kycUpgradeTarget (spec 02 §4, §9 minimum iOS build 202306151200)', () => {
  it.each<[string, KycUpgradeTargetInput, KycUpgradeTarget]>([
    ['web browser', { inApp: false, platform: null }, web],
    ['web browser on an iPhone', { inApp: false, platform: 'ios', iosBuild: 202401010000 }, web],
    ['Android app', { inApp: true, platform: 'android' }, { kind: 'native', platform: 'android', entry: 'new' }],
    [
      'iOS build 202306151200 (threshold) → new entry',
      { inApp: true, platform: 'ios', iosBuild: 202306151200 },
      { kind: 'native', platform: 'ios', entry: 'new' },
    ],
    [
      'iOS build 202306151201 → new entry',
      { inApp: true, platform: 'ios', iosBuild: '202306151201' },
      { kind: 'native', platform: 'ios', entry: 'new' },
    ],
    [
      'iOS build 202306151199 → legacy entry',
      { inApp: true, platform: 'ios', iosBuild: 202306151199 },
      { kind: 'native', platform: 'ios', entry: 'legacy' },
    ],
    ['iOS without a build → legacy entry', { inApp: true, platform: 'ios' }, { kind: 'native', platform: 'ios', entry: 'legacy' }],
    [
      'iOS with a garbage build → legacy entry',
      { inApp: true, platform: 'ios', iosBuild: '6.2.1' },
      { kind: 'native', platform: 'ios', entry: 'legacy' },
    ],
    ['in app on an unknown platform → web', { inApp: true, platform: 'harmony' }, web],
  ])('%s', (_label, input, expected) => expect(kycUpgradeTarget(input)).toEqual(expected));
});
