import { bridgeCallFor, bridgeEntryOf, iosBridgeEntry, type BridgeCall, type BridgeCommand, type BridgeEntry } from './bridge-call';

describe('iosBridgeEntry (spec 01 §9 / 02 §9: iOS build threshold 202306151200)', () => {
  it.each<[number | string | null | undefined, BridgeEntry]>([
    [202306151200, 'new'],
    ['202306151201', 'new'],
    [202306151199, 'legacy'],
    [202306151100, 'legacy'],
    [null, 'legacy'],
    ['6.2.1', 'legacy'],
  ])('build %p → %s', (build, expected) => expect(iosBridgeEntry(build)).toBe(expected));

  it('Android has one (new) generation whatever its build (decision 0503)', () => {
    expect(bridgeEntryOf({ platform: 'android', build: 1 })).toBe('new');
    expect(bridgeEntryOf({ platform: 'ios', build: 202306151100 })).toBe('legacy');
    expect(bridgeEntryOf({ platform: 'ios', build: 202306151200 })).toBe('new');
  });
});

describe('bridgeCallFor (spec 02 §7: open the KYC page or a web URL on Android and iOS; decision 1150)', () => {
  const url = 'https://www.example-exchange.test/help';
  it.each<[string, BridgeCommand, BridgeCall]>([
    [
      'Android KYC',
      { action: 'openKyc', platform: 'android', entry: 'new' },
      { platform: 'android', receiver: 'ExchangeAndroid', message: '{"action":"openKyc"}' },
    ],
    [
      'Android URL',
      { action: 'openUrl', platform: 'android', entry: 'new', url },
      { platform: 'android', receiver: 'ExchangeAndroid', message: JSON.stringify({ action: 'openUrl', url }) },
    ],
    [
      'iOS new KYC entry',
      { action: 'openKyc', platform: 'ios', entry: 'new' },
      { platform: 'ios', receiver: 'exchangeBridge', message: { action: 'openKyc', version: 2 } },
    ],
    [
      'iOS legacy KYC entry',
      { action: 'openKyc', platform: 'ios', entry: 'legacy' },
      { platform: 'ios', receiver: 'openKYC', message: {} },
    ],
    [
      'iOS new URL',
      { action: 'openUrl', platform: 'ios', entry: 'new', url },
      { platform: 'ios', receiver: 'exchangeBridge', message: { action: 'openUrl', url } },
    ],
    [
      'iOS legacy URL',
      { action: 'openUrl', platform: 'ios', entry: 'legacy', url },
      { platform: 'ios', receiver: 'openURL', message: { url } },
    ],
  ])('%s', (_label, command, expected) => expect(bridgeCallFor(command)).toEqual(expected));
});
