export {
  NEW_USER_POPUP_COUNTER_KEY,
  NEW_USER_POPUP_MAX_PER_DAY,
  NEW_USER_POPUP_MIN_GAP_MS,
  decideNewUserPopup,
  experimentVariant,
  parsePopupCounter,
} from './lib/rules/new-user-popup';
export type { NewUserPopupDecision, NewUserPopupInput, NewUserPopupVariant, PopupCounter } from './lib/rules/new-user-popup';
export { newUserPopupAmounts, normaliseNewbiePrize } from './lib/rules/newbie-prize';
export type { NewbiePrize } from './lib/rules/newbie-prize';
export {
  ALPHA_BANNER_CLOSED_AT_KEY,
  ALPHA_BANNER_CLOSED_MS,
  ALPHA_BANNER_LAST_INDEX_KEY,
  alphaBannerVisible,
  nextAlphaCard,
  orderAlphaCards,
} from './lib/rules/alpha-banner';
export type { AlphaBannerCard, AlphaBannerVisibleInput, AlphaCardPick } from './lib/rules/alpha-banner';
export { VIP_POPUP_AUTO_CLOSE_MS, VIP_POPUP_TYPES, normaliseTargetedPlan, vipPopupAutoCloseMs } from './lib/rules/vip-popup';
export type { TargetedPopupPlan, VipPopupExtras, VipPopupType } from './lib/rules/vip-popup';
export {
  DOWNLOAD_BANNER_CLICK_DELAY_MS,
  DOWNLOAD_BANNER_HIDDEN_COUNTRY,
  DOWNLOAD_BANNER_HIDDEN_PATHS,
  DOWNLOAD_BANNER_MAX_WIDTH,
  DOWNLOAD_BANNER_VIEW_DELAY_MS,
  isDownloadBannerHiddenPath,
  showDownloadBanner,
  stripLocalePath,
} from './lib/rules/download-banner';
export type { DownloadBannerInput } from './lib/rules/download-banner';
export { APP_FEATURE_MIN_VERSION, isAppVersionAtLeast } from './lib/rules/app-version';
export type { AppFeature, AppPlatform } from './lib/rules/app-version';
export { normaliseDownloadTask, normaliseRegisterTask } from './lib/rules/task-info';
export type { DownloadTask, RegisterTask } from './lib/rules/task-info';
export { safeHref } from './lib/rules/safe-href';
export { NewUserRewardPopup, NEW_USER_POPUP_OVERLAY_ID } from './lib/components/new-user-reward-popup/new-user-reward-popup';
export type { NewUserRewardPopupProps } from './lib/components/new-user-reward-popup/new-user-reward-popup';
export { DownloadBanner } from './lib/components/download-banner/download-banner';
export type { DownloadBannerEvent, DownloadBannerProps } from './lib/components/download-banner/download-banner';
export { VipPopup, VIP_POPUP_OVERLAY_ID } from './lib/components/vip-popup/vip-popup';
export type { VipPopupCloseReason, VipPopupProps } from './lib/components/vip-popup/vip-popup';
export { PromoCard, APP_DOWNLOAD_BONUS_USD } from './lib/components/promo-card/promo-card';
export type { PromoCardProps, PromoCardVariant } from './lib/components/promo-card/promo-card';
export { formatReward } from './lib/components/format/format-reward';
export { promotionsMessages } from './lib/messages';
