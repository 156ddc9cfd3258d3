import {
  afterVpnTipCancel,
  decideIpCheckOverlay,
  decideIpCheckStep,
  ipCheckPostponeWrite,
  ipCheckTokenWrites,
  type IpCheckStepInput,
} from './ip-check';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const base: IpCheckStepInput = { storedToken: null, tokenExpiry: null, now: NOW, postponedUntil: null, uid: 42 };

describe('decideIpCheckStep (03 §4)', () => {
  it.each<[string, Partial<IpCheckStepInput>, ReturnType<typeof decideIpCheckStep>]>([
    ['nothing stored → detect', {}, { kind: 'detect' }],
    ['valid token → reuse', { storedToken: 'tok', tokenExpiry: String(NOW + 1) }, { kind: 'reuse-token', token: 'tok' }],
    ['expired token → detect', { storedToken: 'tok', tokenExpiry: String(NOW) }, { kind: 'detect' }],
    ['token without expiry → detect', { storedToken: 'tok' }, { kind: 'detect' }],
    ['malformed expiry → detect', { storedToken: 'tok', tokenExpiry: 'soon' }, { kind: 'detect' }],
    ['empty token → detect', { storedToken: '  ', tokenExpiry: String(NOW + 1000) }, { kind: 'detect' }],
    ['postponed for this user (1 s left)', { postponedUntil: String(NOW + 1000) }, { kind: 'postponed', until: NOW + 1000 }],
    ['postponement over', { postponedUntil: String(NOW) }, { kind: 'detect' }],
    ['postponement garbage', { postponedUntil: 'later' }, { kind: 'detect' }],
    ['postponement ignored without a user', { postponedUntil: String(NOW + 1000), uid: null }, { kind: 'detect' }],
    [
      'postponement beats a valid token',
      { postponedUntil: String(NOW + 1000), storedToken: 'tok', tokenExpiry: String(NOW + 1000) },
      { kind: 'postponed', until: NOW + 1000 },
    ],
  ])('%s', (_label, over, expected) => {
    expect(decideIpCheckStep({ ...base, ...over })).toEqual(expected);
  });
});

describe('decideIpCheckOverlay (03 §4 table)', () => {
  it.each([
    [2, true, { kind: 'upgrade', closable: true }],
    [2, false, { kind: 'upgrade', closable: false }],
    [3, false, { kind: 'vpn-tip', closable: false }],
    [0, true, { kind: 'vpn-tip', closable: true }],
    [4, true, { kind: 'detection' }],
    [1, false, { kind: 'none' }],
    [5, false, { kind: 'none' }],
    [-1, true, { kind: 'none' }],
    [2.5, true, { kind: 'none' }],
  ])('result %p, closable %p', (result, closable, expected) => {
    expect(decideIpCheckOverlay(result, closable)).toEqual(expected);
  });

  it('VPN cancel shows the upgrade modal', () => {
    expect(afterVpnTipCancel({ kind: 'vpn-tip', closable: true })).toEqual({ kind: 'upgrade', closable: true });
    expect(afterVpnTipCancel({ kind: 'detection' })).toEqual({ kind: 'detection' });
  });
});

describe('storage writes', () => {
  it('closing the upgrade modal postpones by 7200 s for that user', () => {
    expect(ipCheckPostponeWrite(42, NOW)).toEqual({
      storageKey: 'compliance_ip_check_postpone_42',
      value: String(NOW + 7_200_000),
      ttlMs: 7_200_000,
      storage: 'local',
    });
    expect(ipCheckPostponeWrite(null, NOW)).toBeNull();
    expect(ipCheckPostponeWrite('', NOW)).toBeNull();
  });

  it('stores a returned token with its expiry', () => {
    expect(ipCheckTokenWrites('tok', NOW).map((w) => [w.storageKey, w.value])).toEqual([
      ['compliance_ip_check_token', 'tok'],
      ['compliance_ip_check_token_expiry', String(NOW + 7_200_000)],
    ]);
    expect(ipCheckTokenWrites('', NOW)).toEqual([]);
    expect(ipCheckTokenWrites(undefined, NOW)).toEqual([]);
  });
});
