import { apiCheck, apiTips } from '../../testing/api-shapes';
import { decideComplianceModal } from './decide-compliance-modal';
import { decideComplianceOverlays } from './decide-compliance-overlays';
import { ipCheckPostponeWrite, ipCheckTokenWrites } from './ip-check';
import { complianceStorageKeys } from './storage-keys';
import type { StorageWrite } from './stored-values';

const NOW = Date.UTC(2025, 0, 15, 12);
const everything = {
  limit: {
    is_blocked_country: true,
    is_uk_limit: true,
    is_uk_ip: true,
    is_nl_limit: true,
    is_uzbekistan_toast: true,
    brazil_toast: true,
    ltw_toast: true,
  },
  toast: { is_hk_user: true, is_withdraw_only_user: true, limit_country_user_status: 2 },
};

describe('complianceStorageKeys', () => {
  it('lists every key a rule asks to store, in the right area', () => {
    const writes: StorageWrite[] = [
      ...decideComplianceOverlays({
        site: 'main',
        locale: 'en',
        path: '/',
        user: { isLogin: true, uid: 7 },
        check: apiCheck({ ...everything, business: { reminder: { content: 'x' } } }),
        now: NOW,
      }).map((o) => o.onDismiss),
      ...decideComplianceOverlays({
        site: 'main',
        locale: 'zh',
        path: '/',
        user: { isLogin: false },
        check: apiCheck({ limit: { is_uk_limit: true, limit_country: 'X' } }),
        now: NOW,
      }).map((o) => o.onDismiss),
      ...decideComplianceOverlays({
        site: 'main',
        locale: 'en',
        path: '/',
        user: { isLogin: true },
        check: apiCheck({ toast: { limit_country_user_status: 1 } }),
        now: NOW,
      }).map((o) => o.onDismiss),
      ...(['/', '/signup', '/login'] as const).flatMap((path) => {
        const d = decideComplianceModal({
          site: 'main',
          path,
          tip: apiTips({ enable: true, path: ['home', 'register', 'login'] }),
          now: NOW,
        });
        return d.show ? d.onShow : [];
      }),
      ...ipCheckTokenWrites('t', NOW),
      ...[ipCheckPostponeWrite(7, NOW)].filter((w): w is StorageWrite => w !== null),
    ];
    const known = complianceStorageKeys(7).map((k) => `${k.storage}:${k.key}`);
    for (const w of writes) expect(known).toContain(`${w.storage}:${w.storageKey}`);
  });

  it('adds the postponement key only for a user', () => {
    expect(complianceStorageKeys().some((k) => k.key.startsWith('compliance_ip_check_postpone_'))).toBe(false);
    expect(complianceStorageKeys(9)).toContainEqual({ storage: 'local', key: 'compliance_ip_check_postpone_9' });
  });

  it('reads the cooling-down dismissal of that user (or the shared key before the uid is known)', () => {
    expect(complianceStorageKeys(9)).toContainEqual({ storage: 'local', key: 'compliance_cooling_down_at_9' });
    expect(complianceStorageKeys()).toContainEqual({ storage: 'local', key: 'compliance_cooling_down_at' });
  });
});
