import type { ComplianceCheck, MenuBadge, SiteSettings, UserTier } from '@exchange/api';
import { isSafeRedirect } from '@exchange/site-config';
import type { SideNavServerConfig, SideNavTip } from '@exchange/ui';

export interface AccountNavServerData {
  /** Menu-config (spec 03 §3): `menu` lists the entries this user does not get, `tips` the menu's tip. */
  menuConfig?: Pick<ComplianceCheck, 'menu' | 'tips'>;
  /** Site settings (decision 1320): entry key → "new" / "hot". */
  siteSettings?: Pick<SiteSettings, 'menu_badges'>;
  /** get_user_tier (spec 03 §7): the user's tier, only when logged in. */
  userTier?: UserTier;
}

export interface AccountNavTexts {
  badge: (badge: MenuBadge) => string;
  tier: (tier: number) => string;
  /** The site's path in the page's locale (`localizePath`). */
  localize: (path: string) => string;
  /** Origins a tip link may point to (the site config's `anti`); site paths are always allowed. */
  allowOrigins?: readonly string[];
}

export interface AccountNavConfig {
  config: SideNavServerConfig;
  summary?: string;
  tip: SideNavTip | null;
}

/** A tip link through the one safe-redirect check (site-config): a site path (localized) or an allowed origin; else none. */
export function safeTipHref(route: string, localize: (path: string) => string, allowOrigins: readonly string[] = []): string | undefined {
  const safe = isSafeRedirect(route.trim(), { anti: allowOrigins });
  if (safe === null) return undefined;
  return safe.startsWith('/') ? localize(safe) : safe;
}

/**
 * What the account side navigation takes from the server (decision 1320; spec 03 §8: a failed call gives its
 * defaults, so nothing changes):
 * - menu-config `menu` hides the entries it names; its `tips` (when `enable` and there is text) become the menu tip,
 *   `ok_button` / `ok_button_router` its link;
 * - site/settings `menu_badges` mark entries "New" / "Hot";
 * - get_user_tier above 0 gives the tier line ("Fee tier: VIP 3"); tier 0 or a visitor: none.
 */
export function accountNavConfig(data: AccountNavServerData, texts: AccountNavTexts): AccountNavConfig {
  const badges: Record<string, string> = {};
  for (const [key, badge] of Object.entries(data.siteSettings?.menu_badges ?? {})) badges[key] = texts.badge(badge);
  const tips = data.menuConfig?.tips;
  const tip: SideNavTip | null =
    tips?.enable && (tips.title.trim() || tips.content.trim())
      ? {
          title: tips.title.trim(),
          content: tips.content.trim(),
          href: tips.ok_button.trim() ? safeTipHref(tips.ok_button_router, texts.localize, texts.allowOrigins) : undefined,
          linkLabel: tips.ok_button.trim() || undefined,
        }
      : null;
  const tier = data.userTier?.tier ?? 0;
  return {
    config: { hiddenKeys: data.menuConfig?.menu ?? [], badges },
    summary: Number.isInteger(tier) && tier > 0 ? texts.tier(tier) : undefined,
    tip,
  };
}
