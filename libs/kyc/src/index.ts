// The KYC domain's door: the layers the site chrome mounts (issue 9). Rules and components are internal.
export { KycLayer, KycTipBarLayer } from './lib/layer/kyc-layer';
export type { KycLayerProps, KycTipBarLayerProps } from './lib/layer/kyc-layer';
export { KycUpgradeLayer } from './lib/layer/kyc-upgrade-layer';
export type { KycUpgradeLayerProps } from './lib/layer/kyc-upgrade-layer';
