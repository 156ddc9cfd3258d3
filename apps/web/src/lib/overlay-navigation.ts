import { isExternalHref, localizePath, stripLocale } from '@exchange/i18n';
import { isSiteKey, type SiteKey } from '@exchange/site-config';

/** What a region-switch prompt offers (the compliance library's `SwitchTarget`). */
export interface SiteSwitchTarget {
  site: string;
  /** Path (with query) on the target site, without a locale prefix. */
  path: string;
  locale: string;
}

/**
 * The Switch Site URL: the target site's origin (from `siteOrigin`, resolved on the server with SITE_HOSTS)
 * plus the path in the target's locale. Null for a site the app does not know.
 */
export function switchSiteUrl(target: SiteSwitchTarget, origins: Readonly<Partial<Record<SiteKey, string>>>): string | null {
  if (!target || !isSiteKey(target.site)) return null;
  const origin = origins[target.site];
  if (typeof origin !== 'string' || origin === '') return null;
  return `${origin.replace(/\/+$/, '')}${localizePath(target.site, target.locale, target.path || '/')}`;
}

export type OverlayDestination = { kind: 'internal'; href: string } | { kind: 'external'; href: string };

/**
 * Where an overlay's button goes (create ticket, a server's ok_button_router, an upgrade link): an internal
 * path gets the visitor's locale prefix and a client navigation; an absolute URL (already judged safe by
 * the compliance rules) a full page load.
 */
export function overlayDestination(site: SiteKey, locale: string, to: string): OverlayDestination {
  const value = typeof to === 'string' ? to.trim() : '';
  if (value === '') return { kind: 'internal', href: localizePath(site, locale, '/') };
  if (isExternalHref(value)) return { kind: 'external', href: value };
  return { kind: 'internal', href: localizePath(site, locale, value) };
}

/** The locale-stripped path of the browser's pathname on a site ('/zh/futures/usdt' → '/futures/usdt'). */
export function sitePath(site: SiteKey, pathname: string | null | undefined): string {
  return stripLocale(typeof pathname === 'string' && pathname !== '' ? pathname : '/', site);
}
