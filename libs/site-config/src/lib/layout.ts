/**
 * Layout constants (spec 02 §2/§9 side navigation and breakpoints; spec 03 §2 Layout and §9 menu widths;
 * spec 01 §9 drawer and banner).
 */
export const LAYOUT = {
  /** Spec 02 side navigation (the "older layout" of spec 03). */
  sideNav: { expandedWidth: 300, collapsedWidth: 104, hiddenBelow: 992, collapsedAtOrBelow: 1439 },
  /** Spec 03 side menu. */
  sideMenu: {
    width: 288,
    narrowWidth: 256,
    narrowBelow: 1024,
    collapsedWidth: 96,
    collapsesAtOrBelow: 1248,
    dropdownBelow: 768,
    legacyCollapsesAtOrBelow: 1439,
    legacyDropdownBelow: 992,
  },
  /** Mobile portrait layout (and the mobile download banner) applies at max width 768. */
  mobileMaxWidth: 768,
  /** Spec 02 §9 breakpoints. */
  breakpoints: [539, 768, 992, 996, 1439],
  /**
   * Where the trade pages use spec 02 §9's 539 and 996 (decision 1201): the chart's side panel (quick order, orders,
   * positions) sits beside the chart from 996 px and below it under that; at 539 px and below tables use compact cells.
   */
  trade: { sidePanelFrom: 996, compactAtOrBelow: 539 },
  /** Every breakpoint of spec 02 and 03, ascending. */
  allBreakpoints: [539, 768, 992, 996, 1024, 1248, 1439],
  drawer: { width: 414, slideMs: 300 },
  tipBarHeight: 40,
} as const;
