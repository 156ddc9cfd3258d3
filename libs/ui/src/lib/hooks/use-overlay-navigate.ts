'use client';
import { isExternalHref, localizePath, stripLocale } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback } from 'react';
import type { SiteContext } from '../site-context/site-context';

export type OverlayDestination = { kind: 'internal'; href: string } | { kind: 'external'; href: string };

/**
 * Where an overlay's button goes (create ticket, a server's ok_button_router, an upgrade link): an internal
 * path gets the visitor's locale prefix and a client navigation; an absolute URL (already judged safe by the
 * domain's rules with `isSafeRedirect`) a full page load; empty goes home.
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

/** The current page's path without the locale prefix: the browser's (it follows client navigations), else the server's. */
export function useSitePath(context: Pick<SiteContext, 'site' | 'pathname'>): string {
  const pathname = usePathname();
  return typeof pathname === 'string' && pathname !== '' ? sitePath(context.site, pathname) : sitePath(context.site, context.pathname);
}

/** Navigation for overlay buttons: internal paths in the visitor's locale through the router, absolute URLs by a page load. */
export function useOverlayNavigate(context: Pick<SiteContext, 'site' | 'locale'>): (to: string) => void {
  const router = useRouter();
  const { site, locale } = context;
  return useCallback(
    (to: string) => {
      const destination = overlayDestination(site, locale, to);
      if (destination.kind === 'internal') router.push(destination.href);
      else window.location.assign(destination.href);
    },
    [router, site, locale],
  );
}
