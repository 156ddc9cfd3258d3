// The promotions domain's door: the layers the site chrome mounts (issue 9). Rules and components are internal.
export { PromotionsLayer } from './lib/layer/promotions-layer-lazy';
export type { PromotionsLayerProps } from './lib/layer/promotions-layer';
// Its popups and their places in the overlay queue (decision 1720): the app's order spec reads them.
export { PROMOTIONS_OVERLAYS } from './lib/overlays';
export { DownloadBannerLayer } from './lib/layer/download-banner-layer';
export type { DownloadBannerLayerProps } from './lib/layer/download-banner-layer';
export { HomeBanners, HomePromoCards } from './lib/layer/home-promotions-loader';
export type { HomeBannersProps } from './lib/layer/home-promotions-loader';
// The home page's server keeps the banners' room (decision 1820): the rule and the close-time cookie it reads.
export { homeBannerSlots } from './lib/rules/home-banner-slots';
export type { HomeBannerSlots, HomeBannerSlotsInput } from './lib/rules/home-banner-slots';
export { ALPHA_BANNER_CLOSED_AT_KEY } from './lib/rules/alpha-banner';
export type { HomePromotionsProps } from './lib/layer/home-promotions';
export { NewUserGuideSection } from './lib/components/new-user-guide/new-user-guide';
export { APP_DOWNLOAD_CAMPAIGN_PATH } from './lib/rules/task-info';
export { AppDownloadCampaignSection } from './lib/layer/app-download-campaign-section';
export type { AppDownloadCampaignSectionProps } from './lib/layer/app-download-campaign-section';
export type { NewUserGuideSectionProps } from './lib/components/new-user-guide/new-user-guide';
