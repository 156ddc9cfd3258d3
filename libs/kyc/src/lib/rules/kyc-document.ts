/**
 * The KYC upgrade's file checks (issue 23 item 6, decision 1866), made in the browser before anything is sent:
 * documents are JPEG, PNG or PDF; the selfie is a JPEG or PNG photo; each file is 1 byte to 5 MB (the exchange's
 * limit, and the api's `kycSubmit` schema).
 */
export const KYC_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const KYC_SELFIE_TYPES = ['image/jpeg', 'image/png'] as const;
export const KYC_FILE_MAX_BYTES = 5 * 1024 * 1024;

export type KycFileSlot = 'front' | 'back' | 'selfie';
export type KycFileCheck = 'ok' | 'missing' | 'empty' | 'type' | 'too-large';

export function checkKycFile(file: { type: string; size: number } | null | undefined, slot: KycFileSlot): KycFileCheck {
  if (file === null || file === undefined) return 'missing';
  const types: readonly string[] = slot === 'selfie' ? KYC_SELFIE_TYPES : KYC_DOCUMENT_TYPES;
  if (!types.includes(file.type)) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > KYC_FILE_MAX_BYTES) return 'too-large';
  return 'ok';
}

export type KycDocumentType = 'passport' | 'id_card' | 'driving_licence';

/** The sides each document needs: a passport's photo page; an ID card or driving licence front and back. */
export const documentSides = (type: KycDocumentType): readonly ('front' | 'back')[] =>
  type === 'passport' ? ['front'] : ['front', 'back'];
