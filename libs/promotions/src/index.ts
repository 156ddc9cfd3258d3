// The promotions domain's door: the layers the site chrome mounts (issue 9). Rules and components are internal.
export { DownloadBannerLayer, PromotionsLayer } from './lib/layer/promotions-layer';
export type { DownloadBannerLayerProps, PromotionsLayerProps } from './lib/layer/promotions-layer';
export { HomeBanners, HomePromoCards } from './lib/layer/home-promotions-loader';
export type { HomePromotionsProps } from './lib/layer/home-promotions';
export { NewUserGuideSection } from './lib/components/new-user-guide/new-user-guide';
export type { NewUserGuideSectionProps } from './lib/components/new-user-guide/new-user-guide';
