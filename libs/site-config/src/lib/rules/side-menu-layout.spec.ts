import { LAYOUT } from '../layout';
import { sideMenuLayout } from './side-menu-layout';

describe('sideMenuLayout (spec 03 §2 Layout, spec 02 side navigation)', () => {
  it.each([
    [375, 'dropdown', 0],
    [767, 'dropdown', 0],
    [768, 'collapsed', 96],
    [1023, 'collapsed', 96],
    [1248, 'collapsed', 96],
    [1249, 'expanded', 288],
    [1920, 'expanded', 288],
    [Number.NaN, 'dropdown', 0],
    [-5, 'dropdown', 0],
  ] as const)('width %p → %s, %i px', (width, mode, px) => {
    expect(sideMenuLayout(width)).toEqual({ mode, width: px });
  });

  it.each([
    [1000, false, 'expanded', 256],
    [1023, false, 'expanded', 256],
    [1024, false, 'expanded', 288],
    [1400, true, 'collapsed', 96],
    [500, false, 'dropdown', 0],
  ] as const)('width %p, user collapsed %p → %s, %i px', (width, userCollapsed, mode, px) => {
    expect(sideMenuLayout(width, { userCollapsed })).toEqual({ mode, width: px });
  });

  it.each([
    [991, 'dropdown', 0],
    [992, 'collapsed', 104],
    [1439, 'collapsed', 104],
    [1440, 'expanded', 300],
  ] as const)('legacy layout: width %p → %s, %i px', (width, mode, px) => {
    expect(sideMenuLayout(width, { legacy: true })).toEqual({ mode, width: px });
  });
});

describe('LAYOUT constants', () => {
  it('holds the spec numbers', () => {
    expect(LAYOUT.sideNav).toEqual({ expandedWidth: 300, collapsedWidth: 104, hiddenBelow: 992, collapsedAtOrBelow: 1439 });
    expect([LAYOUT.sideMenu.width, LAYOUT.sideMenu.narrowWidth, LAYOUT.sideMenu.collapsedWidth]).toEqual([288, 256, 96]);
    expect(LAYOUT.sideMenu.collapsesAtOrBelow).toBe(1248);
    expect(LAYOUT.breakpoints).toEqual([539, 768, 992, 996, 1439]);
    expect(LAYOUT.allBreakpoints).toEqual([539, 768, 992, 996, 1024, 1248, 1439]);
    expect(LAYOUT.mobileMaxWidth).toBe(768);
    expect(LAYOUT.drawer).toEqual({ width: 414, slideMs: 300 });
  });

  it("uses spec 02 §9's 539 and 996 on the trade pages (decision 1201), both among the spec's breakpoints", () => {
    expect(LAYOUT.trade).toEqual({ sidePanelFrom: 996, compactAtOrBelow: 539 });
    expect(LAYOUT.breakpoints).toEqual(expect.arrayContaining([LAYOUT.trade.sidePanelFrom, LAYOUT.trade.compactAtOrBelow]));
  });
});
