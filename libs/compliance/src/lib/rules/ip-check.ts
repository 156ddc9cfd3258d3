import type { IpCheck } from '@exchange/api';
import type { StorageWrite } from './stored-values';
import { nonEmptyText } from './values';

/** 03 §9: IP-check postponement 7200 s. */
export const IP_CHECK_POSTPONE_MS = 7200 * 1000;
/** 03 §9: WebRTC wait 3000 ms. */
export const WEBRTC_TIMEOUT_MS = 3000;
/** How long a token the check returned stays reusable (decision 0308: the spec's own IP-check period, 7200 s). */
export const IP_CHECK_TOKEN_TTL_MS = 7200 * 1000;
export const IP_CHECK_TOKEN_KEY = 'compliance_ip_check_token';
export const IP_CHECK_TOKEN_EXPIRY_KEY = 'compliance_ip_check_token_expiry';
export const ipCheckPostponeKey = (uid: string | number): string => `compliance_ip_check_postpone_${uid}`;

/** 03 §7 check types (decision 0308): 1 with detected ips and stuns, 2 re-check with a stored token, 3 without ips. */
export const IP_CHECK_TYPE = { withIps: 1, withToken: 2, withoutIps: 3 } as const;

export type IpCheckRequest =
  | { type: typeof IP_CHECK_TYPE.withIps; ips: string[]; stuns: string[] }
  | { type: typeof IP_CHECK_TYPE.withToken; token: string }
  | { type: typeof IP_CHECK_TYPE.withoutIps };

export interface IpCheckStepInput {
  storedToken: string | null | undefined;
  tokenExpiry: string | null | undefined;
  now: number;
  /** The raw stored "postponed until" (ms) for this user. */
  postponedUntil: string | null | undefined;
  uid: string | number | null | undefined;
}

export type IpCheckStep = { kind: 'postponed'; until: number } | { kind: 'reuse-token'; token: string } | { kind: 'detect' };

const storedMs = (raw: string | null | undefined): number | null =>
  typeof raw === 'string' && /^\d{1,16}$/.test(raw.trim()) ? Number(raw.trim()) : null;

/** 03 §4: a postponement for this user wins; a stored token is reused while valid; otherwise detect real IPs. */
export function decideIpCheckStep(input: IpCheckStepInput): IpCheckStep {
  const hasUser = input.uid !== null && input.uid !== undefined && String(input.uid) !== '';
  const until = storedMs(input.postponedUntil);
  if (hasUser && until !== null && until > input.now) return { kind: 'postponed', until };
  const token = nonEmptyText(input.storedToken);
  const expiry = storedMs(input.tokenExpiry);
  if (token !== null && expiry !== null && expiry > input.now) return { kind: 'reuse-token', token };
  return { kind: 'detect' };
}

export type IpCheckOverlay =
  { kind: 'none' } | { kind: 'upgrade'; closable: boolean } | { kind: 'vpn-tip'; closable: boolean } | { kind: 'detection' };

/**
 * 03 §4: 2 → upgrade-identity modal (closable only if the server says so); 3 or 0 → VPN tip; 4 → detection
 * modal; else proceed. Takes the api's parsed `IpCheck` fields (a failed call gives the pass result, 1).
 */
export function decideIpCheckOverlay(result: IpCheck['result'], closable: IpCheck['closable']): IpCheckOverlay {
  switch (result) {
    case 2:
      return { kind: 'upgrade', closable };
    case 0:
    case 3:
      return { kind: 'vpn-tip', closable };
    case 4:
      return { kind: 'detection' };
    default:
      return { kind: 'none' };
  }
}

/** VPN tip cancel shows the upgrade modal (with the server's closable flag). */
export function afterVpnTipCancel(overlay: IpCheckOverlay): IpCheckOverlay {
  return overlay.kind === 'vpn-tip' ? { kind: 'upgrade', closable: overlay.closable } : overlay;
}

/** Closing the upgrade modal postpones the re-check for that user by 7200 s; visitors have nothing to postpone. */
export function ipCheckPostponeWrite(uid: string | number | null | undefined, now: number): StorageWrite | null {
  if (uid === null || uid === undefined || String(uid) === '') return null;
  return { storageKey: ipCheckPostponeKey(uid), value: String(now + IP_CHECK_POSTPONE_MS), ttlMs: IP_CHECK_POSTPONE_MS, storage: 'local' };
}

/** The token returned by a check, to store with its expiry. */
export function ipCheckTokenWrites(token: unknown, now: number): StorageWrite[] {
  const value = nonEmptyText(token);
  if (value === null) return [];
  return [
    { storageKey: IP_CHECK_TOKEN_KEY, value, ttlMs: IP_CHECK_TOKEN_TTL_MS, storage: 'local' },
    { storageKey: IP_CHECK_TOKEN_EXPIRY_KEY, value: String(now + IP_CHECK_TOKEN_TTL_MS), ttlMs: IP_CHECK_TOKEN_TTL_MS, storage: 'local' },
  ];
}
