import type { SiteDocs } from '../config/site-config.types';
import { isSiteKey, type SiteKey } from '../data/site-keys';
import { SITE_TABLE } from '../data/site-table';

export type LegalDocumentKind = Exclude<keyof SiteDocs, 'about'> | 'contacts';

export interface LegalDocument {
  kind: LegalDocumentKind;
  href: string;
  /** A static PDF document (EU, HK, BS, SG, JP). */
  pdf: boolean;
}

const KINDS: readonly Exclude<LegalDocumentKind, 'contacts'>[] = [
  'agreement',
  'privacy_policy',
  'risk_disclosure',
  'licenses',
  'important_notes',
];

/**
 * The legal documents of a site, in the order of spec 03 §2 "Legal document paths by region":
 * Global, Turkey, UK: /user-agreement, /privacy-policy (UK also /page/contacts); US: /legal/...;
 * UAE: /legal/privacy-and-cookie-policy; EU, HK, BS, SG, JP: PDF documents.
 */
export function legalDocuments(site: SiteKey): LegalDocument[] {
  const entry = SITE_TABLE[isSiteKey(site) ? site : 'main'];
  return entry.legalPaths.map((href) => {
    const kind = KINDS.find((k) => entry.docs[k] === href) ?? 'contacts';
    return { kind, href, pdf: href.toLowerCase().endsWith('.pdf') };
  });
}
