import { defineMessages, type NoMessageValues } from 'react-intl';

type Amount = { amount: string };

/** The values each message takes (react-intl checks them at every formatMessage call). */
type PromotionsMessageValues = {
  newUserPopupTitle: NoMessageValues;
  newUserPopupBodyA: Amount;
  newUserPopupBodyB: { first: string; second: string };
  newUserPopupConfirm: NoMessageValues;
  newUserPopupClose: NoMessageValues;
  downloadBannerTitle: NoMessageValues;
  downloadBannerText: NoMessageValues;
  downloadBannerAction: NoMessageValues;
  downloadBannerClose: NoMessageValues;
  vipPopupTierLabel: { tier: string };
  vipPopupAction: NoMessageValues;
  vipPopupClose: NoMessageValues;
  promoCardSignupTitle: NoMessageValues;
  promoCardSignupReward: Amount;
  promoCardSignupFallback: NoMessageValues;
  promoCardSignupAction: NoMessageValues;
  promoCardAppTitle: NoMessageValues;
  promoCardAppReward: Amount;
  promoCardAppAction: NoMessageValues;
  promoCardsTitle: NoMessageValues;
  alphaBannerLabel: NoMessageValues;
  alphaBannerEyebrow: NoMessageValues;
  alphaBannerClose: NoMessageValues;
  rewardModalTitle: Amount;
  rewardModalBody: Amount;
  rewardModalTask: Amount;
  rewardModalAction: NoMessageValues;
  rewardModalClose: NoMessageValues;
  rewardModalCampaign: NoMessageValues;
  campaignTitle: NoMessageValues;
  campaignScan: NoMessageValues;
  campaignYourReward: NoMessageValues;
  campaignNoReward: NoMessageValues;
  campaignLogIn: NoMessageValues;
  campaignLogInLead: NoMessageValues;
  campaignStepsTitle: NoMessageValues;
  campaignStepDownload: NoMessageValues;
  campaignStepLogIn: NoMessageValues;
  campaignStepTasks: NoMessageValues;
  campaignStepShare: Amount;
  newUserGuideTitle: NoMessageValues;
  newUserGuideLead: Amount;
  newUserGuideStepSignup: NoMessageValues;
  newUserGuideStepKyc: NoMessageValues;
  newUserGuideStepDeposit: NoMessageValues;
  newUserGuideStepTrade: NoMessageValues;
  newUserGuideStepReward: Amount;
  newUserGuideStepAction: NoMessageValues;
  newUserGuideTermsLabel: NoMessageValues;
  newUserGuideTerms: Amount;
  newUserGuideTermsClose: NoMessageValues;
};

/** Promotion texts. The spec shows only amounts and routes; the wording is ours (decision 0510). */
export const promotionsMessages = defineMessages<PromotionsMessageValues>({
  newUserPopupTitle: { id: 'promotions.newUserPopup.title', defaultMessage: 'Your welcome reward is waiting' },
  newUserPopupBodyA: { id: 'promotions.newUserPopup.bodyA', defaultMessage: 'Sign up now and get up to {amount} in new-user rewards.' },
  newUserPopupBodyB: {
    id: 'promotions.newUserPopup.bodyB',
    defaultMessage: 'Sign up to get {first} right away, plus up to {second} more from new-user tasks.',
  },
  newUserPopupConfirm: { id: 'promotions.newUserPopup.confirm', defaultMessage: 'Sign Up Now' },
  newUserPopupClose: { id: 'promotions.newUserPopup.close', defaultMessage: 'Close' },
  downloadBannerTitle: { id: 'promotions.downloadBanner.title', defaultMessage: 'Trade anytime, anywhere' },
  downloadBannerText: { id: 'promotions.downloadBanner.text', defaultMessage: 'Get the app for faster trading and instant alerts.' },
  downloadBannerAction: { id: 'promotions.downloadBanner.action', defaultMessage: 'Open App' },
  downloadBannerClose: { id: 'promotions.downloadBanner.close', defaultMessage: 'Close app download banner' },
  vipPopupTierLabel: { id: 'promotions.vipPopup.tierLabel', defaultMessage: 'VIP {tier}' },
  vipPopupAction: { id: 'promotions.vipPopup.action', defaultMessage: 'View benefits' },
  vipPopupClose: { id: 'promotions.vipPopup.close', defaultMessage: 'Close' },
  promoCardSignupTitle: { id: 'promotions.promoCard.signupTitle', defaultMessage: 'Sign up and claim your welcome rewards' },
  promoCardSignupReward: { id: 'promotions.promoCard.signupReward', defaultMessage: 'Up to {amount} in rewards' },
  promoCardSignupFallback: { id: 'promotions.promoCard.signupFallback', defaultMessage: 'Create your account in minutes.' },
  promoCardSignupAction: { id: 'promotions.promoCard.signupAction', defaultMessage: 'Sign Up' },
  promoCardAppTitle: { id: 'promotions.promoCard.appTitle', defaultMessage: 'Download the app' },
  promoCardAppReward: { id: 'promotions.promoCard.appReward', defaultMessage: '{amount} bonus' },
  promoCardAppAction: { id: 'promotions.promoCard.appAction', defaultMessage: 'Download' },
  promoCardsTitle: { id: 'promotions.promoCards.title', defaultMessage: 'Get started' },
  alphaBannerLabel: { id: 'promotions.alphaBanner.label', defaultMessage: 'Alpha picks' },
  alphaBannerEyebrow: { id: 'promotions.alphaBanner.eyebrow', defaultMessage: 'Alpha' },
  alphaBannerClose: { id: 'promotions.alphaBanner.close', defaultMessage: 'Close alpha banner' },
  rewardModalTitle: { id: 'promotions.rewardModal.title', defaultMessage: 'Download the app, win up to {amount}' },
  rewardModalBody: {
    id: 'promotions.rewardModal.body',
    defaultMessage: 'Get the app and complete the new-user tasks to share a bonus pool of {amount}.',
  },
  rewardModalTask: { id: 'promotions.rewardModal.task', defaultMessage: 'Your app-download reward: {amount}' },
  rewardModalAction: { id: 'promotions.rewardModal.action', defaultMessage: 'Download the app' },
  rewardModalClose: { id: 'promotions.rewardModal.close', defaultMessage: 'Close' },
  rewardModalCampaign: { id: 'promotions.rewardModal.campaign', defaultMessage: 'Campaign details' },
  campaignTitle: { id: 'promotions.appDownloadCampaign.title', defaultMessage: 'App-download rewards' },
  campaignScan: { id: 'promotions.appDownloadCampaign.scan', defaultMessage: 'Scan with your phone to get the app' },
  campaignYourReward: { id: 'promotions.appDownloadCampaign.yourReward', defaultMessage: 'Your reward' },
  campaignNoReward: {
    id: 'promotions.appDownloadCampaign.noReward',
    defaultMessage: 'No app-download reward is open for your account right now. The bonus pool is still shared.',
  },
  campaignLogIn: { id: 'promotions.appDownloadCampaign.logIn', defaultMessage: 'Log in' },
  campaignLogInLead: {
    id: 'promotions.appDownloadCampaign.logInLead',
    defaultMessage: 'Log in to see the reward waiting for your account.',
  },
  campaignStepsTitle: { id: 'promotions.appDownloadCampaign.stepsTitle', defaultMessage: 'How to take part' },
  campaignStepDownload: { id: 'promotions.appDownloadCampaign.step.download', defaultMessage: 'Download the app for iOS or Android' },
  campaignStepLogIn: { id: 'promotions.appDownloadCampaign.step.logIn', defaultMessage: 'Log in to the app with this account' },
  campaignStepTasks: { id: 'promotions.appDownloadCampaign.step.tasks', defaultMessage: 'Complete the new-user tasks in the app' },
  campaignStepShare: {
    id: 'promotions.appDownloadCampaign.step.share',
    defaultMessage: 'Share the {amount} bonus pool with everyone who completes them',
  },
  newUserGuideTitle: { id: 'promotions.newUserGuide.title', defaultMessage: 'New-user reward guide' },
  newUserGuideLead: { id: 'promotions.newUserGuide.lead', defaultMessage: 'Complete these steps to collect up to {amount}.' },
  newUserGuideStepSignup: { id: 'promotions.newUserGuide.step.signup', defaultMessage: 'Create your account' },
  newUserGuideStepKyc: { id: 'promotions.newUserGuide.step.kyc', defaultMessage: 'Verify your identity' },
  newUserGuideStepDeposit: { id: 'promotions.newUserGuide.step.deposit', defaultMessage: 'Make your first deposit' },
  newUserGuideStepTrade: { id: 'promotions.newUserGuide.step.trade', defaultMessage: 'Make your first trade' },
  newUserGuideStepReward: { id: 'promotions.newUserGuide.stepReward', defaultMessage: '+{amount}' },
  newUserGuideStepAction: { id: 'promotions.newUserGuide.stepAction', defaultMessage: 'Start' },
  newUserGuideTermsLabel: { id: 'promotions.newUserGuide.termsLabel', defaultMessage: 'How the rewards work' },
  newUserGuideTerms: {
    id: 'promotions.newUserGuide.terms',
    defaultMessage:
      'Each step pays its reward once you complete it, in the order shown. Together the steps pay up to {amount}. One new-user reward per person.',
  },
  newUserGuideTermsClose: { id: 'promotions.newUserGuide.termsClose', defaultMessage: 'Close' },
});
