import { LAYOUT } from '@exchange/site-config';

/**
 * Side navigation layout (spec 03 §2 "Layout", §4 "Side menu", §9 menu widths; decision 1201 moves the account
 * side navigation from spec 02's "older layout" to these numbers). The numbers live once, in site-config's
 * `LAYOUT.sideMenu`: a dropdown bar below 768 px, collapsed to icons at 1248 px and below, 288 px wide
 * (256 px below 1024 px), 96 px collapsed. The user's explicit choice (decision 0601) wins wherever the
 * menu is beside the page.
 */
export const SIDE_NAV_DROPDOWN_BELOW = LAYOUT.sideMenu.dropdownBelow;
export const SIDE_NAV_COLLAPSE_AT_OR_BELOW = LAYOUT.sideMenu.collapsesAtOrBelow;
export const SIDE_NAV_NARROW_BELOW = LAYOUT.sideMenu.narrowBelow;
export const SIDE_NAV_EXPANDED_WIDTH = LAYOUT.sideMenu.width;
export const SIDE_NAV_NARROW_WIDTH = LAYOUT.sideMenu.narrowWidth;
export const SIDE_NAV_COLLAPSED_WIDTH = LAYOUT.sideMenu.collapsedWidth;

export type SideNavMode = 'dropdown' | 'collapsed' | 'expanded';

export interface SideNavLayout {
  mode: SideNavMode;
  /** Width in px taken beside the page (0 for the dropdown bar, which spans the page above it). */
  width: number;
  /** The collapse toggle is offered (the menu is beside the page). */
  canToggle: boolean;
  /** The breakpoint, not the user, decided the current mode. */
  automatic: boolean;
}

export interface SideNavLayoutOptions {
  /** true: the user collapsed it; false: the user expanded it; undefined: no choice yet (follow the breakpoint). */
  collapsedByUser?: boolean;
}

/**
 * @param width viewport width in px; unknown (server render) or invalid is treated as a wide desktop
 *   (the component's CSS media queries give the narrow layouts before the window is measured).
 */
export function sideNavLayout(width: number | undefined, { collapsedByUser }: SideNavLayoutOptions = {}): SideNavLayout {
  const w = typeof width === 'number' && Number.isFinite(width) && width >= 0 ? width : Number.POSITIVE_INFINITY;
  if (w < SIDE_NAV_DROPDOWN_BELOW) return { mode: 'dropdown', width: 0, canToggle: false, automatic: true };
  const automaticCollapsed = w <= SIDE_NAV_COLLAPSE_AT_OR_BELOW;
  const collapsed = typeof collapsedByUser === 'boolean' ? collapsedByUser : automaticCollapsed;
  return {
    mode: collapsed ? 'collapsed' : 'expanded',
    width: collapsed ? SIDE_NAV_COLLAPSED_WIDTH : w < SIDE_NAV_NARROW_BELOW ? SIDE_NAV_NARROW_WIDTH : SIDE_NAV_EXPANDED_WIDTH,
    canToggle: true,
    automatic: typeof collapsedByUser !== 'boolean',
  };
}
