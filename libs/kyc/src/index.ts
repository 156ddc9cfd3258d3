// The KYC domain's door: the layers the site chrome mounts (issue 9). Rules and components are internal.
export { KycLayer } from './lib/layer/kyc-layer-lazy';
export type { KycLayerProps } from './lib/layer/kyc-layer';
// Its popups and their places in the overlay queue (decision 1720): the app's order spec reads them.
export { KYC_OVERLAYS } from './lib/overlays';
export { KycTipBarLayer } from './lib/layer/kyc-tip-bar-layer';
export type { KycTipBarLayerProps } from './lib/layer/kyc-tip-bar-layer';
export { KycUpgradeLayer } from './lib/layer/kyc-upgrade-layer';
export type { KycUpgradeLayerProps } from './lib/layer/kyc-upgrade-layer';
export { KycUpgradePage } from './lib/layer/kyc-upgrade-page';
export type { KycUpgradePageProps } from './lib/layer/kyc-upgrade-page';
