import { isSafeRedirect } from '@exchange/site-config';
import type { NativeAppInfo } from './native-app-info';

/** How a link is opened (spec 01 §1 "a link opener that chooses between the native app and the web"). */
export type LinkTarget =
  { via: 'navigate'; href: string } | { via: 'bridge'; url: string } | { via: 'new-tab'; href: string } | { via: 'none' };

export interface LinkTargetInput {
  href: string | null | undefined;
  /** The page's own origin, e.g. `https://www.example-exchange.test`. */
  origin: string;
  app: NativeAppInfo | null | undefined;
}

/**
 * Where a link goes (decision 1150): a path or a same-origin URL navigates in place (in the app too: it stays in the
 * web view); another http(s) origin opens through the app bridge inside the app, in a new tab on the web; anything
 * else (`javascript:`, `data:`, protocol-relative, userinfo, control characters: site-config's one safe-URL check,
 * decision 1710) is not opened.
 */
export function chooseLinkTarget({ href, origin, app }: LinkTargetInput): LinkTarget {
  const value = isSafeRedirect(typeof href === 'string' ? href.trim() : '', { anti: [], origin, external: true, allowHttp: true });
  if (value === null) return { via: 'none' };
  if (value.startsWith('/')) return { via: 'navigate', href: value };
  const url = new URL(value);
  if (url.origin === origin) return { via: 'navigate', href: `${url.pathname}${url.search}${url.hash}` };
  return app ? { via: 'bridge', url: url.href } : { via: 'new-tab', href: url.href };
}
