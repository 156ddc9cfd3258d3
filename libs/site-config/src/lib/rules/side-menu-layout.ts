import { LAYOUT } from '../layout';

export type SideMenuMode = 'dropdown' | 'collapsed' | 'expanded';

export interface SideMenuLayout {
  mode: SideMenuMode;
  /** Width in px; 0 for the dropdown bar, which spans the page. */
  width: number;
}

/**
 * The side menu at a viewport width (spec 03 §2 Layout, §4 Side menu; spec 02 side navigation for `legacy`):
 * below 768 px (legacy 992) it is a dropdown bar; otherwise the user's choice when there is one, else
 * auto-collapsed at 1248 px and below (legacy 1439). Widths: 288 (256 below 1024) expanded, 96 collapsed;
 * legacy 300 and 104.
 */
export function sideMenuLayout(viewportWidth: number, options: { userCollapsed?: boolean | null; legacy?: boolean } = {}): SideMenuLayout {
  const { sideMenu, sideNav } = LAYOUT;
  const legacy = options.legacy === true;
  const width = Number.isFinite(viewportWidth) && viewportWidth >= 0 ? viewportWidth : 0;
  if (width < (legacy ? sideMenu.legacyDropdownBelow : sideMenu.dropdownBelow)) return { mode: 'dropdown', width: 0 };
  const autoCollapsed = width <= (legacy ? sideMenu.legacyCollapsesAtOrBelow : sideMenu.collapsesAtOrBelow);
  const collapsed = typeof options.userCollapsed === 'boolean' ? options.userCollapsed : autoCollapsed;
  if (collapsed) return { mode: 'collapsed', width: legacy ? sideNav.collapsedWidth : sideMenu.collapsedWidth };
  if (legacy) return { mode: 'expanded', width: sideNav.expandedWidth };
  return { mode: 'expanded', width: width < sideMenu.narrowBelow ? sideMenu.narrowWidth : sideMenu.width };
}
