import type { SiteKey } from '@exchange/site-config';
import type { StorageArea, StoredValues } from './stored-values';

/** A site key (`SiteKey` of @exchange/site-config); other strings are tolerated and get the documented fallback. */
export type SiteKeyLike = SiteKey | (string & Record<never, never>);

/** A trimmed non-empty string, or null. */
export function nonEmptyText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The path part of a (locale-stripped) path or URL: query and hash removed, duplicate and trailing
 * slashes collapsed, always starting with '/'. Bad input gives '/'.
 */
export function normalizePath(input: unknown): string {
  if (typeof input !== 'string') return '/';
  let path = input.trim();
  const cut = path.search(/[?#]/);
  if (cut >= 0) path = path.slice(0, cut);
  path = path.replace(/\/{2,}/g, '/');
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** The query of a path or URL as URLSearchParams (empty when absent or unparsable). */
export function queryOf(input: unknown): URLSearchParams {
  if (typeof input !== 'string') return new URLSearchParams();
  const q = input.indexOf('?');
  if (q < 0) return new URLSearchParams();
  const hash = input.indexOf('#', q);
  return new URLSearchParams(input.slice(q + 1, hash < 0 ? undefined : hash));
}

/** The base language of a locale: 'en-eu' → 'en', 'ja-jp' → 'ja', 'zh-tw' → 'tw', 'cn' → 'zh'. */
export function baseLanguage(locale: unknown): string {
  if (typeof locale !== 'string' || locale.trim() === '') return 'en';
  const lower = locale.trim().toLowerCase();
  if (lower === 'zh-tw' || lower === 'tw' || lower === 'zh-hk') return 'tw';
  if (lower === 'cn' || lower.startsWith('zh')) return 'zh';
  return lower.split(/[-_]/)[0] ?? 'en';
}

/** Chinese locales (simplified and traditional): zh, cn, tw, zh-tw, zh-cn, zh-hk. */
export function isChineseLocale(locale: unknown): boolean {
  const base = baseLanguage(locale);
  return base === 'zh' || base === 'tw';
}

/** Read one raw stored value; missing areas and keys give null. */
export function readStored(stored: StoredValues | null | undefined, storage: StorageArea, key: string): string | null {
  const area = stored?.[storage];
  if (!area || typeof area !== 'object') return null;
  const value = area[key];
  return typeof value === 'string' ? value : null;
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
