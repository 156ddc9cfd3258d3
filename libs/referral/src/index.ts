// The referral domain's door: the layer the site chrome mounts (issue 9). Rules, storage and components are internal.
export { ReferralLayer } from './lib/layer/referral-layer';
export type { ReferralLayerProps } from './lib/layer/referral-layer';
