// Theme, providers, links
export { system } from './lib/theme/system';
export { AppProviders } from './lib/providers/app-providers';
export type { AppProvidersProps } from './lib/providers/app-providers';
export { ShellProviders } from './lib/providers/shell-providers';
export type { ShellProvidersProps } from './lib/providers/shell-providers';
export { ChakraIsland } from './lib/providers/chakra-island';
export { inIsland, islandLoader } from './lib/providers/island-loader';
export { UiLinkBase, UiLinkProvider } from './lib/link/ui-link-base';
export type { LinkComponent, UiLinkBaseProps } from './lib/link/ui-link-base';
export { UiLink } from './lib/link/ui-link';
export type { UiLinkProps } from './lib/link/ui-link';
export { useViewportWidth } from './lib/hooks/use-viewport-width';
export { overlayDestination, sitePath, useOverlayNavigate, useSitePath } from './lib/hooks/use-overlay-navigate';
export type { OverlayDestination } from './lib/hooks/use-overlay-navigate';
export { messages as uiMessages } from './lib/messages';

// The context the app hands every domain layer
export type { SiteContext, SiteUser } from './lib/site-context/site-context';

// Overlay queue
export { OverlayQueueProvider, useOverlaySlot } from './lib/overlay/overlay-queue';
export type { OverlaySlot } from './lib/overlay/overlay-queue';
export { useQueuedDialog } from './lib/overlay/use-queued-dialog';
export type { DialogCloseReason, QueuedDialog, QueuedDialogLifecycle } from './lib/overlay/use-queued-dialog';

// Toasts (ShellProviders mounts the provider)
export { ToastProvider, useToast } from './lib/toast/toast';
export type { ToastApi, ToastProviderProps } from './lib/toast/toast';
export { TOAST_DEFAULT_DURATION_MS } from './lib/toast/toast-stack';
export type { ToastOptions, ToastStatus } from './lib/toast/toast-stack';

// Rules
export { OVERLAY_PRIORITY, pickActiveOverlay } from './lib/rules/pick-active-overlay';
export type { OverlayPriority, OverlayRequest } from './lib/rules/pick-active-overlay';
export {
  AMOUNT_DEFAULT_PRECISION,
  AMOUNT_MAX,
  normalizeAmount,
  normalizeAmountDetailed,
  normalizeAmountOnBlur,
  unformatPastedAmount,
} from './lib/rules/normalize-amount';
export type { AmountOptions, AmountResult } from './lib/rules/normalize-amount';
export {
  SIDE_NAV_COLLAPSED_WIDTH,
  SIDE_NAV_COLLAPSE_AT_OR_BELOW,
  SIDE_NAV_EXPANDED_WIDTH,
  SIDE_NAV_HIDDEN_BELOW,
  sideNavLayout,
} from './lib/rules/side-nav-layout';
export type { SideNavLayout, SideNavLayoutOptions, SideNavMode } from './lib/rules/side-nav-layout';
export {
  initialOpenSubmenus,
  isBranchActive,
  isRouteActive,
  parseRememberedSubmenus,
  toggleSubmenu,
  visibleSubmenus,
} from './lib/rules/remembered-submenus';
export type { SubmenuNode } from './lib/rules/remembered-submenus';
export { THEME_COOKIE, THEME_PREFERENCES, resolveColorMode, themeFromCookie } from './lib/rules/theme-from-cookie';
export type { ColorMode, ThemePreference } from './lib/rules/theme-from-cookie';
export { THEME_CHANGE_EVENT, applyThemePreference, onThemePreferenceChange } from './lib/theme/theme-preference';
export { internalPath, sandboxPersonaUrl, sandboxSiteUrl } from './lib/rules/sandbox-urls';

// Components
export { AmountInput } from './lib/components/amount-input/amount-input';
export type { AmountInputProps } from './lib/components/amount-input/amount-input';
export { ThemeToggle } from './lib/components/theme-toggle/theme-toggle';
export type { ThemeToggleProps } from './lib/components/theme-toggle/theme-toggle';
export { MenuButton } from './lib/components/menu-button/menu-button';
export type { MenuButtonItem, MenuButtonProps } from './lib/components/menu-button/menu-button';
export { ModalDialog } from './lib/components/modal-dialog/modal-dialog';
export type { ModalDialogAction, ModalDialogProps } from './lib/components/modal-dialog/modal-dialog';
export { SkipLink } from './lib/components/skip-link/skip-link';
export type { SkipLinkProps } from './lib/components/skip-link/skip-link';
export { SiteHeader } from './lib/components/site-header/site-header';
export type { SiteHeaderProps } from './lib/components/site-header/site-header';
export type { HeaderFiat, HeaderLanguage, HeaderNavLink, HeaderUserMenuItem } from './lib/components/site-header/header-menus';
export { SiteFooter } from './lib/components/site-footer/site-footer';
export type { FooterCopyright, FooterLink, FooterLinkGroup, SiteFooterProps } from './lib/components/site-footer/site-footer';
export { SideNav } from './lib/components/side-nav/side-nav';
export type { SideNavItem, SideNavProps } from './lib/components/side-nav/side-nav';
export { NotFoundView } from './lib/components/not-found-view/not-found-view';
export type { NotFoundLink, NotFoundViewProps, TrendingStory } from './lib/components/not-found-view/not-found-view';
export { AppErrorBoundary } from './lib/components/app-error-boundary/app-error-boundary';
export type { AppErrorBoundaryProps } from './lib/components/app-error-boundary/app-error-boundary';
export { ErrorFallback } from './lib/components/error-fallback/error-fallback';
export type { ErrorFallbackProps } from './lib/components/error-fallback/error-fallback';
export { PageHeading } from './lib/components/page-heading/page-heading';
export type { PageHeadingProps } from './lib/components/page-heading/page-heading';
export { PageShell } from './lib/components/page-shell/page-shell';
export type { PageShellProps } from './lib/components/page-shell/page-shell';
export { SandboxToolbar } from './lib/components/sandbox-toolbar/sandbox-toolbar';
export type { SandboxPersonaOption, SandboxSiteOption, SandboxToolbarProps } from './lib/components/sandbox-toolbar/sandbox-toolbar';
export {
  FUND_WALLET_DRAWER_SLIDE_MS,
  FUND_WALLET_DRAWER_WIDTH,
  FundWalletDrawer,
} from './lib/components/fund-wallet-drawer/fund-wallet-drawer';
export type { FundWalletDrawerProps, FundWalletLink } from './lib/components/fund-wallet-drawer/fund-wallet-drawer';
