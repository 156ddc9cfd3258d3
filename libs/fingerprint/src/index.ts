// The fingerprint domain's door: the layer the site chrome mounts (issue 9). Rules and browser effects are internal.
export { FingerprintLayer } from './lib/layer/fingerprint-layer-lazy';
export type { FingerprintLayerProps } from './lib/layer/fingerprint-layer';
