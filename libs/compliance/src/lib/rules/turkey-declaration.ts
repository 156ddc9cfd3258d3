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

/** What the declaration dialog shows for a failed submit; `message` is the server's own text, null for the generic one. */
export interface DeclarationFailure {
  ok: false;
  message: string | null;
}

/** How a submit ended, as the app reports it to the dialog. */
export type DeclarationSubmitResult = { ok: true } | DeclarationFailure;

/** Longest server text the dialog shows (a refusal is a sentence; anything longer is cut with an ellipsis). */
export const DECLARATION_MESSAGE_MAX = 200;

/** The transport's placeholder when a refusal carried no text (`@exchange/api`'s client): not worth showing. */
const PLACEHOLDER_MESSAGES = new Set(['unsuccessful response']);

/**
 * Issue 13 item 6, decision 0313: the text of a failed declaration submit. Only a refusal (`kind: 'code'`, the
 * exchange answered with a non-zero code) carries a message written for the user; transport failures (network,
 * timeout, HTTP status, malformed JSON, schema) carry diagnostics such as "HTTP 500: …", so they get null and the
 * dialog shows its localized generic text. The server text is flattened (control characters and runs of white
 * space become one space) and cut to DECLARATION_MESSAGE_MAX characters; React renders it as text, never HTML.
 */
export function declarationFailureMessage(error: { kind?: unknown; message?: unknown } | null | undefined): string | null {
  if (!error || error.kind !== 'code' || typeof error.message !== 'string') return null;
  const flat = error.message
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat === '' || PLACEHOLDER_MESSAGES.has(flat.toLowerCase())) return null;
  const chars = Array.from(flat);
  return chars.length > DECLARATION_MESSAGE_MAX ? `${chars.slice(0, DECLARATION_MESSAGE_MAX - 1).join('')}…` : flat;
}
