export { getByRoleOutsideToasts, renderWithProviders } from './render';
export {
  fixtureFiats,
  fixtureFooterGroups,
  fixtureFundWalletLinksMain,
  fixtureFundWalletLinksUs,
  fixtureLanguages,
  fixtureLogo,
  fixtureNavLinks,
  fixtureNotFoundLinks,
  fixturePersonas,
  fixtureSideNavItems,
  fixtureSiteContext,
  fixtureSites,
  fixtureTrendingStories,
  fixtureUserMenuItems,
} from './fixtures';
