// The referral domain's door: the layer the site chrome mounts (issue 9) and the growth pages (issue 12).
export { ReferralLayer } from './lib/layer/referral-layer-lazy';
export type { ReferralLayerProps } from './lib/layer/referral-layer';
export { GrowthSection } from './lib/components/growth-section/growth-section';
export type { GrowthSectionProps } from './lib/components/growth-section/growth-section';
export { ShareModal } from './lib/components/share-modal/share-modal';
export type { ShareImageRenderer, ShareModalProps } from './lib/components/share-modal/share-modal';
export type { ShareCard } from './lib/rules/share-image';
export { PositionShareModal } from './lib/components/position-share-modal/position-share-modal-lazy';
export type { PositionShareModalProps } from './lib/components/position-share-modal/position-share-modal';
export { GROWTH_TAB_PATHS } from './lib/rules/growth-tabs';
export type { GrowthTabKey } from './lib/rules/growth-tabs';
export { growthMenuEntries } from './lib/rules/growth-menu';
export { growthPageMessages } from './lib/messages';
