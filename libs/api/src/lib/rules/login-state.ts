import { parseCookieHeader } from './cookies';

/** Anything cookies can be read from: a Cookie header, a record, or Next's `cookies()` store. */
export type CookieSource =
  string | null | undefined | Readonly<Record<string, string | undefined>> | { get(name: string): { value: string } | undefined };

export const UID_COOKIE = 'uid';
export const NICKNAME_COOKIE = 'nickname';

const readCookie = (source: CookieSource, name: string): string | undefined => {
  if (source === null || source === undefined) return undefined;
  if (typeof source === 'string') return parseCookieHeader(source)[name];
  const getter: unknown = (source as { get?: unknown }).get;
  if (typeof getter === 'function') {
    const entry: unknown = getter.call(source, name);
    const value = typeof entry === 'object' && entry !== null ? (entry as { value?: unknown }).value : undefined;
    return typeof value === 'string' ? value : undefined;
  }
  const value = (source as Readonly<Record<string, unknown>>)[name];
  return typeof value === 'string' ? value : undefined;
};

const present = (value: string | undefined): boolean => value !== undefined && value.trim() !== '';

/** Spec 03 §5: a user counts as logged in on the server side only if both uid and nickname cookies are present. */
export const isLoggedInFromCookies = (cookies: CookieSource): boolean =>
  present(readCookie(cookies, UID_COOKIE)) && present(readCookie(cookies, NICKNAME_COOKIE));
