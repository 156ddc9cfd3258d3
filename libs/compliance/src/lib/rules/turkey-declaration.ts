import type { SiteKeyLike } from './types';
import { toNumber } from './values';

/** 03 §3 "Declaration status": 1 means need sign, 2 means signed. */
export const DECLARATION_STATUS = { needSign: 1, signed: 2 } as const;
export type DeclarationStatus = (typeof DECLARATION_STATUS)[keyof typeof DECLARATION_STATUS];

/** 03 §6: the declaration is fetched only for logged-in Turkey users. */
export function shouldFetchDeclaration({ site, isLogin }: { site: SiteKeyLike; isLogin: boolean | null | undefined }): boolean {
  return site === 'tr' && isLogin === true;
}

/** The status from a status response (code 0 and data.status); failures fall back to need-sign (03 §8). */
export function normalizeDeclarationStatus(response: unknown): DeclarationStatus {
  if (typeof response !== 'object' || response === null) return DECLARATION_STATUS.needSign;
  const { code, data } = response as { code?: unknown; data?: { status?: unknown } | null };
  if (toNumber(code) !== 0) return DECLARATION_STATUS.needSign;
  return toNumber(data?.status) === DECLARATION_STATUS.signed ? DECLARATION_STATUS.signed : DECLARATION_STATUS.needSign;
}

/** The modal shows while the declaration is not signed. */
export function shouldShowDeclaration(status: DeclarationStatus): boolean {
  return status !== DECLARATION_STATUS.signed;
}

/** 03 §4: confirm is enabled only when the box is ticked, the declaration is not yet signed and nothing is being submitted. */
export function canConfirmDeclaration({
  ticked,
  status,
  submitting,
}: {
  ticked: boolean;
  status: DeclarationStatus | number;
  submitting: boolean;
}): boolean {
  return ticked === true && status !== DECLARATION_STATUS.signed && submitting !== true;
}

/** 03 §7: the submit call's code 0 means signed; anything else stays unsigned (only a warning is logged, 03 §8). */
export function isDeclarationSubmitted(response: unknown): boolean {
  return typeof response === 'object' && response !== null && toNumber((response as { code?: unknown }).code) === 0;
}
