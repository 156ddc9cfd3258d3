import {
  SIDE_NAV_COLLAPSED_WIDTH,
  SIDE_NAV_EXPANDED_WIDTH,
  sideNavLayout,
  type SideNavLayout,
  type SideNavLayoutOptions,
} from './side-nav-layout';

describe('side nav constants (spec 02 §9)', () => {
  it('is 300 px expanded and 104 px collapsed', () => {
    expect(SIDE_NAV_EXPANDED_WIDTH).toBe(300);
    expect(SIDE_NAV_COLLAPSED_WIDTH).toBe(104);
  });
});

describe('sideNavLayout (spec 02 §2: hidden below 992, collapsed at 1439 and below)', () => {
  const hidden: SideNavLayout = { mode: 'hidden', width: 0, canToggle: false, automatic: true };
  const autoCollapsed: SideNavLayout = { mode: 'collapsed', width: 104, canToggle: true, automatic: true };
  const autoExpanded: SideNavLayout = { mode: 'expanded', width: 300, canToggle: true, automatic: true };
  const userCollapsed: SideNavLayout = { mode: 'collapsed', width: 104, canToggle: true, automatic: false };
  const userExpanded: SideNavLayout = { mode: 'expanded', width: 300, canToggle: true, automatic: false };

  it.each<[number | undefined, SideNavLayoutOptions, SideNavLayout]>([
    [375, {}, hidden],
    [768, {}, hidden],
    [991, {}, hidden],
    [991, { collapsedByUser: false }, hidden],
    [992, {}, autoCollapsed],
    [1248, {}, autoCollapsed],
    [1439, {}, autoCollapsed],
    [1440, {}, autoExpanded],
    [1920, {}, autoExpanded],
    [1920, { collapsedByUser: true }, userCollapsed],
    [1440, { collapsedByUser: false }, userExpanded],
    [1439, { collapsedByUser: false }, userExpanded],
    [992, { collapsedByUser: true }, userCollapsed],
    [undefined, {}, autoExpanded],
    [Number.NaN, {}, autoExpanded],
    [-1, {}, autoExpanded],
  ])('width %p with %j', (width, options, expected) => {
    expect(sideNavLayout(width, options)).toEqual(expected);
  });
});
