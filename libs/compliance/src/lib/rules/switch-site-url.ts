import { localizePath } from '@exchange/i18n';
import { isSiteKey, type SiteKey } from '@exchange/site-config';
import type { SwitchTarget } from './region-switch';

/**
 * Spec 01 §4 region-switch prompts, Switch Site: the target site's origin (configured on the server, never
 * from request headers) plus the path in the target's locale. Null for a site the app does not know or
 * whose origin is not configured.
 */
export function switchSiteUrl(target: SwitchTarget | null | undefined, origins: Readonly<Partial<Record<SiteKey, string>>>): string | null {
  if (!target || !isSiteKey(target.site)) return null;
  const origin = origins[target.site];
  if (typeof origin !== 'string' || origin === '') return null;
  return `${origin.replace(/\/+$/, '')}${localizePath(target.site, target.locale, target.path || '/')}`;
}
