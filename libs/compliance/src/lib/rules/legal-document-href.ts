import { isSitePath } from '@exchange/site-config';
/** What the tips page needs of a legal document (site-config's LegalDocument). */
export interface LegalDocumentLink {
  href: string;
  pdf: boolean;
}

/** Turns a bare internal path into the visitor's locale-prefixed path (e.g. the app's localizePath). */
export type LocalizeHref = (path: string) => string;

/**
 * The href to render for a legal document (01 §2): internal pages (site-config's `isSitePath`, decision 1710) go through `localizeHref` so a `/zh`
 * visitor stays in Chinese; PDFs, absolute URLs and anything `localizeHref` cannot handle stay as they are.
 */
export function legalDocumentHref(doc: LegalDocumentLink, localizeHref?: LocalizeHref): string {
  if (!localizeHref || doc.pdf || !isSitePath(doc.href)) return doc.href;
  try {
    const localized = localizeHref(doc.href);
    return typeof localized === 'string' && localized !== '' ? localized : doc.href;
  } catch {
    return doc.href;
  }
}
