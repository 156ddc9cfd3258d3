import {
  SIDE_NAV_COLLAPSED_WIDTH,
  SIDE_NAV_COLLAPSE_AT_OR_BELOW,
  SIDE_NAV_DROPDOWN_BELOW,
  SIDE_NAV_EXPANDED_WIDTH,
  SIDE_NAV_NARROW_WIDTH,
  sideNavLayout,
  type SideNavLayout,
  type SideNavLayoutOptions,
} from './side-nav-layout';

describe('side nav constants (spec 03 §2 Layout, §9 menu widths)', () => {
  it('is 288 px expanded, 256 px below 1024, 96 px collapsed; collapses at 1248, dropdown below 768', () => {
    expect([SIDE_NAV_EXPANDED_WIDTH, SIDE_NAV_NARROW_WIDTH, SIDE_NAV_COLLAPSED_WIDTH]).toEqual([288, 256, 96]);
    expect([SIDE_NAV_COLLAPSE_AT_OR_BELOW, SIDE_NAV_DROPDOWN_BELOW]).toEqual([1248, 768]);
  });
});

describe('sideNavLayout (spec 03 §2: dropdown bar below 768, collapsed at 1248 and below)', () => {
  const dropdown: SideNavLayout = { mode: 'dropdown', width: 0, canToggle: false, automatic: true };
  const autoCollapsed: SideNavLayout = { mode: 'collapsed', width: 96, canToggle: true, automatic: true };
  const autoExpanded: SideNavLayout = { mode: 'expanded', width: 288, canToggle: true, automatic: true };
  const userCollapsed: SideNavLayout = { mode: 'collapsed', width: 96, canToggle: true, automatic: false };
  const userExpanded: SideNavLayout = { mode: 'expanded', width: 288, canToggle: true, automatic: false };
  const userExpandedNarrow: SideNavLayout = { mode: 'expanded', width: 256, canToggle: true, automatic: false };

  it.each<[number | undefined, SideNavLayoutOptions, SideNavLayout]>([
    [375, {}, dropdown],
    [767, {}, dropdown],
    [767, { collapsedByUser: false }, dropdown],
    [768, {}, autoCollapsed],
    [1023, {}, autoCollapsed],
    [1248, {}, autoCollapsed],
    [1249, {}, autoExpanded],
    [1439, {}, autoExpanded],
    [1920, {}, autoExpanded],
    [1920, { collapsedByUser: true }, userCollapsed],
    [1249, { collapsedByUser: false }, userExpanded],
    [1248, { collapsedByUser: false }, userExpanded],
    [1023, { collapsedByUser: false }, userExpandedNarrow],
    [768, { collapsedByUser: false }, userExpandedNarrow],
    [1024, { collapsedByUser: false }, userExpanded],
    [768, { collapsedByUser: true }, userCollapsed],
    [undefined, {}, autoExpanded],
    [Number.NaN, {}, autoExpanded],
    [-1, {}, autoExpanded],
  ])('width %p with %j', (width, options, expected) => {
    expect(sideNavLayout(width, options)).toEqual(expected);
  });
});
