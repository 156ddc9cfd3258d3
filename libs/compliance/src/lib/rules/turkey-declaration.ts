import type { DeclarationStatus as ApiDeclarationStatus } from '@exchange/api';
import type { SiteKeyLike } from './values';

/** 03 §3 "Declaration status": 1 means need sign, 2 means signed (the api's `DeclarationStatus['status']`; a failed call gives need-sign, 03 §8). */
export const DECLARATION_STATUS = { needSign: 1, signed: 2 } as const;
export type DeclarationStatus = ApiDeclarationStatus['status'];

/** 03 §6: the declaration is fetched only for logged-in Turkey users. */
export function shouldFetchDeclaration({ site, isLogin }: { site: SiteKeyLike; isLogin: boolean | null | undefined }): boolean {
  return site === 'tr' && isLogin === true;
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
