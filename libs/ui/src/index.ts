// Theme, providers, links
export { system } from './lib/theme/system';
export { AppProviders } from './lib/providers/app-providers';
export type { AppProvidersProps } from './lib/providers/app-providers';
export { ShellProviders } from './lib/providers/shell-providers';
export type { ShellProvidersProps } from './lib/providers/shell-providers';
export { ChakraIsland } from './lib/providers/chakra-island';
export { EmotionSlotProvider, flushEmotionSlot } from './lib/providers/emotion-slot';
export type { EmotionSlot } from './lib/providers/emotion-slot';
export { inIsland, islandLoader } from './lib/providers/island-loader';
export { UiLinkBase, UiLinkProvider } from './lib/link/ui-link-base';
export type { UiLinkBaseProps } from './lib/link/ui-link-base';
export { UiLink } from './lib/link/ui-link';
export type { UiLinkProps } from './lib/link/ui-link';
export { useViewportWidth } from './lib/hooks/use-viewport-width';
export { useOverlayNavigate, useSitePath } from './lib/hooks/use-overlay-navigate';

// The context the app hands every domain layer
export type { SiteContext } from './lib/site-context/site-context';

// Overlay queue: each domain registers its popups (defineOverlays) and hands a registration to the queue
export { defineOverlays, overlayInstance } from './lib/overlay/define-overlays';
export { useOverlaySlot } from './lib/overlay/overlay-queue';
export { useQueuedDialog } from './lib/overlay/use-queued-dialog';

// Toasts (ShellProviders mounts the provider)
export { useToast } from './lib/toast/toast';
export type { ToastProviderProps } from './lib/toast/toast';

// Rules
export { compareOverlays } from './lib/rules/pick-active-overlay';
export type { OverlayBand, OverlayRegistration } from './lib/rules/pick-active-overlay';
export { isRouteActive, parseRememberedSubmenus } from './lib/rules/remembered-submenus';
export { nextTabIndex } from './lib/rules/tab-keys';
export { resolveColorMode, themeFromCookie } from './lib/rules/theme-from-cookie';
export type { ThemePreference } from './lib/rules/theme-from-cookie';
export { THEME_CHANGE_EVENT, applyThemePreference, onThemePreferenceChange } from './lib/theme/theme-preference';

// Components
export { AmountInput } from './lib/components/amount-input/amount-input';
export type { AmountInputProps } from './lib/components/amount-input/amount-input';
export type { ThemeToggleProps } from './lib/components/theme-toggle/theme-toggle';
export type { MenuButtonProps } from './lib/components/menu-button/menu-button';
export { ModalDialog } from './lib/components/modal-dialog/modal-dialog';
// Spec 03 §8's tooltip-modal (issue 24): a hint on hover, a dialog on tap; throws unless its child is one element.
export { TooltipModal } from './lib/components/tooltip-modal/tooltip-modal';
export type { TooltipModalProps } from './lib/components/tooltip-modal/tooltip-modal';
export type { ModalDialogProps } from './lib/components/modal-dialog/modal-dialog';
export { SkipLink } from './lib/components/skip-link/skip-link';
export type { SkipLinkProps } from './lib/components/skip-link/skip-link';
export { SiteHeader } from './lib/components/site-header/site-header';
export type { SiteHeaderProps } from './lib/components/site-header/site-header';
export { SiteFooter } from './lib/components/site-footer/site-footer';
export type { FooterLink, SiteFooterProps } from './lib/components/site-footer/site-footer';
export { SideNav } from './lib/components/side-nav/side-nav';
export type { SideNavItem, SideNavProps, SideNavTip } from './lib/components/side-nav/side-nav';
export { applySideNavConfig } from './lib/rules/side-nav-config';
export type { SideNavServerConfig } from './lib/rules/side-nav-config';
export { NotFoundView } from './lib/components/not-found-view/not-found-view';
export type { NotFoundLink, NotFoundViewProps } from './lib/components/not-found-view/not-found-view';
export { AppErrorBoundary } from './lib/components/app-error-boundary/app-error-boundary';
export type { AppErrorBoundaryProps } from './lib/components/app-error-boundary/app-error-boundary';
export { ErrorFallback } from './lib/components/error-fallback/error-fallback';
export type { ErrorFallbackProps } from './lib/components/error-fallback/error-fallback';
export type { PageHeadingProps } from './lib/components/page-heading/page-heading';
export { PageShell } from './lib/components/page-shell/page-shell';
export type { PageShellProps } from './lib/components/page-shell/page-shell';
export { SandboxToolbar } from './lib/components/sandbox-toolbar/sandbox-toolbar-lazy';
export type { SandboxExperimentOption, SandboxToolbarProps } from './lib/components/sandbox-toolbar/sandbox-toolbar';
export { FundWalletDrawer } from './lib/components/fund-wallet-drawer/fund-wallet-drawer';
export type { FundWalletDrawerProps } from './lib/components/fund-wallet-drawer/fund-wallet-drawer';
export { FALL_COLOR, RISE_COLOR, readRiskColors, trendColor } from './lib/theme/risk-colors';
