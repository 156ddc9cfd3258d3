/**
 * Side navigation layout (spec 02 §2 "Side navigation menu", §4, §9; spec 03 §4 "Side menu").
 * Hidden below 992 px, collapsed to icons at 1439 px and below, 300 px expanded, 104 px collapsed.
 * The user's explicit choice (decision 0601) wins wherever the menu is visible.
 */

export const SIDE_NAV_HIDDEN_BELOW = 992;
export const SIDE_NAV_COLLAPSE_AT_OR_BELOW = 1439;
export const SIDE_NAV_EXPANDED_WIDTH = 300;
export const SIDE_NAV_COLLAPSED_WIDTH = 104;

export type SideNavMode = 'hidden' | 'collapsed' | 'expanded';

export interface SideNavLayout {
  mode: SideNavMode;
  /** Width in px taken by the menu (0 when hidden). */
  width: number;
  /** The collapse toggle is offered (the menu is visible). */
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
 *   (the component also hides the menu below 992 px with a CSS media query, so nothing flashes).
 */
export function sideNavLayout(width: number | undefined, { collapsedByUser }: SideNavLayoutOptions = {}): SideNavLayout {
  const w = typeof width === 'number' && Number.isFinite(width) && width >= 0 ? width : Number.POSITIVE_INFINITY;
  if (w < SIDE_NAV_HIDDEN_BELOW) return { mode: 'hidden', width: 0, canToggle: false, automatic: true };
  const automaticCollapsed = w <= SIDE_NAV_COLLAPSE_AT_OR_BELOW;
  const collapsed = typeof collapsedByUser === 'boolean' ? collapsedByUser : automaticCollapsed;
  return {
    mode: collapsed ? 'collapsed' : 'expanded',
    width: collapsed ? SIDE_NAV_COLLAPSED_WIDTH : SIDE_NAV_EXPANDED_WIDTH,
    canToggle: true,
    automatic: typeof collapsedByUser !== 'boolean',
  };
}
