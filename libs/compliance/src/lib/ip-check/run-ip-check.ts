import type { IpCheck } from '@exchange/api';
import {
  decideIpCheckOverlay,
  decideIpCheckStep,
  IP_CHECK_TOKEN_EXPIRY_KEY,
  IP_CHECK_TOKEN_KEY,
  IP_CHECK_TYPE,
  ipCheckPostponeKey,
  ipCheckTokenWrites,
  type IpCheckOverlay,
  type IpCheckRequest,
} from '../rules/ip-check';
import type { StorageWrite } from '../rules/stored-values';
import { DEFAULT_STUN_SERVERS } from './detect-real-ips';

/** Local storage as the flow needs it (the app passes window.localStorage through a thin adapter). */
export interface IpCheckStorage {
  get(key: string): string | null;
  set(write: StorageWrite): void;
}

export interface RunIpCheckOptions {
  /** The api call POST /api/web/v1/compliance-kyc/ip-penetration/check: its parsed data (the pass result when it failed). */
  check: (request: IpCheckRequest) => Promise<IpCheck>;
  storage: IpCheckStorage;
  now: number;
  uid?: string | number | null;
  /** WebRTC detection (detectRealIps in the browser). */
  detect: () => Promise<string[]>;
  stunServers?: readonly string[];
}

export interface IpCheckOutcome {
  overlay: IpCheckOverlay;
  /** What the server said (title, content, button, url ...), when it answered. */
  result: IpCheck | null;
}

const PROCEED: IpCheckOutcome = { overlay: { kind: 'none' }, result: null };

const safeGet = (storage: IpCheckStorage, key: string): string | null => {
  try {
    return storage.get(key);
  } catch {
    return null;
  }
};

/**
 * 03 §4 IP-check flow: skip while postponed for this user; reuse a valid stored token (type 2);
 * otherwise detect real IPs over WebRTC (type 1 with ips and stuns, or type 3 when none were found)
 * and call the check. A returned token is stored. Any failure lets the page proceed.
 */
export async function runIpCheck(options: RunIpCheckOptions): Promise<IpCheckOutcome> {
  const { check, storage, now, uid, detect } = options;
  const stuns = [...(options.stunServers ?? DEFAULT_STUN_SERVERS)];
  try {
    const step = decideIpCheckStep({
      storedToken: safeGet(storage, IP_CHECK_TOKEN_KEY),
      tokenExpiry: safeGet(storage, IP_CHECK_TOKEN_EXPIRY_KEY),
      postponedUntil: uid === null || uid === undefined ? null : safeGet(storage, ipCheckPostponeKey(uid)),
      uid,
      now,
    });
    if (step.kind === 'postponed') return PROCEED;

    let request: IpCheckRequest;
    if (step.kind === 'reuse-token') {
      request = { type: IP_CHECK_TYPE.withToken, token: step.token };
    } else {
      const ips = await detect().catch(() => [] as string[]);
      request = Array.isArray(ips) && ips.length > 0 ? { type: IP_CHECK_TYPE.withIps, ips, stuns } : { type: IP_CHECK_TYPE.withoutIps };
    }

    const result = await check(request);
    for (const write of ipCheckTokenWrites(result.token, now)) {
      try {
        storage.set(write);
      } catch {
        // storage full or blocked: the check still stands
      }
    }
    return { overlay: decideIpCheckOverlay(result.result, result.closable), result };
  } catch {
    return PROCEED;
  }
}
