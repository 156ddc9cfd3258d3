export { system } from './lib/theme/system';
export { AppProviders } from './lib/providers/app-providers';
export type { AppProvidersProps } from './lib/providers/app-providers';
export { OverlayQueueProvider, useOverlaySlot } from './lib/overlay/overlay-queue';
export type { OverlaySlot } from './lib/overlay/overlay-queue';
export { OVERLAY_PRIORITY, pickActiveOverlay } from './lib/rules/pick-active-overlay';
export type { OverlayPriority, OverlayRequest } from './lib/rules/pick-active-overlay';
