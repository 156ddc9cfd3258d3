import {
  COMPLIANCE_MODAL_SESSION_KEY,
  COMPLIANCE_TIP_PATHS,
  complianceModalCounterKey,
  type ComplianceTipPathKey,
} from './decide-compliance-modal';
import { sessionNoticeKey, type ComplianceOverlayKind } from './decide-compliance-overlays';
import { coolingDownStorageKey } from './decide-cooling-down-reminder';
import { IP_CHECK_TOKEN_EXPIRY_KEY, IP_CHECK_TOKEN_KEY, ipCheckPostponeKey } from './ip-check';
import { REGION_SWITCH_STORAGE_KEY } from './region-switch';
import type { StorageArea } from './stored-values';
import { HK_DIALOG_STORAGE_KEY, UZBEKISTAN_DIALOG_STORAGE_KEY } from './timed-notices';

export interface StorageKeyRef {
  storage: StorageArea;
  key: string;
}

const SESSION_NOTICES: readonly ComplianceOverlayKind[] = [
  'prohibited-countries',
  'uk-modal',
  'uk-notice',
  'restricted-location',
  'account-conflict',
  'only-withdraw',
  'ip-limit',
  'brazil-toast',
  'ltw-toast',
];

/**
 * Every stored value the compliance rules read, by storage area, so the app can read them all into
 * `StoredValues` (cookies on the server, all three areas in the browser). `uid` adds that user's IP-check postponement and names their cooling-down dismissal.
 */
export function complianceStorageKeys(uid?: string | number | null): StorageKeyRef[] {
  const keys: StorageKeyRef[] = [
    { storage: 'cookie', key: REGION_SWITCH_STORAGE_KEY },
    { storage: 'local', key: HK_DIALOG_STORAGE_KEY },
    { storage: 'local', key: UZBEKISTAN_DIALOG_STORAGE_KEY },
    { storage: 'session', key: COMPLIANCE_MODAL_SESSION_KEY },
    ...(Object.keys(COMPLIANCE_TIP_PATHS) as ComplianceTipPathKey[]).map((k): StorageKeyRef => ({
      storage: 'local',
      key: complianceModalCounterKey(k),
    })),
    ...SESSION_NOTICES.map((kind): StorageKeyRef => ({ storage: 'session', key: sessionNoticeKey(kind) })),
    { storage: 'local', key: IP_CHECK_TOKEN_KEY },
    { storage: 'local', key: IP_CHECK_TOKEN_EXPIRY_KEY },
    { storage: 'local', key: coolingDownStorageKey(uid) },
  ];
  if (uid !== null && uid !== undefined && String(uid) !== '') keys.push({ storage: 'local', key: ipCheckPostponeKey(uid) });
  return keys;
}
