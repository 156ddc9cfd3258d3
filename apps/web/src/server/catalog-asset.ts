import 'server-only';
import { LOCALES, loadMessages } from '@exchange/i18n';
import { createHash } from 'node:crypto';

/** A locale's merged catalog as the static JSON file the browser loads (issue 14, decision 1510). */
export interface CatalogAsset {
  locale: string;
  /** Content hash: the file name changes with the catalog, so the file can be cached for a year. */
  hash: string;
  json: string;
}

const assets = new Map<string, Promise<CatalogAsset>>();

/** Built once per locale and process (the catalogs only change with a new build). */
export function catalogAsset(locale: string): Promise<CatalogAsset> {
  let asset = assets.get(locale);
  if (!asset) {
    asset = loadMessages(locale).then((messages) => {
      const json = JSON.stringify(messages);
      return { locale, hash: createHash('sha256').update(json).digest('hex').slice(0, 16), json };
    });
    assets.set(locale, asset);
  }
  return asset;
}

/** Where the browser fetches a locale's catalog: `/static/i18n/<locale>.<hash>.json`. */
export const catalogHref = ({ locale, hash }: Pick<CatalogAsset, 'locale' | 'hash'>): string => `/static/i18n/${locale}.${hash}.json`;

const FILE = /^([a-z]{2}(?:-[a-z]{2,6})?)\.([0-9a-f]{16})\.json$/;

/** The locale and hash of a catalog file name, or null when it names no site locale. */
export function parseCatalogFile(file: string): { locale: string; hash: string } | null {
  const match = FILE.exec(file);
  if (!match || !(LOCALES as readonly string[]).includes(match[1] as string)) return null;
  return { locale: match[1] as string, hash: match[2] as string };
}
