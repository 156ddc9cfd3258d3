import { defineMessages } from 'react-intl';

/** KYC prompt texts. Spec 02 §4: button labels and tip texts are not shown, so these are ours (decision 0502). */
export const kycMessages = defineMessages({
  tipBarText: {
    id: 'kyc.tipBar.text',
    defaultMessage: 'Verify your identity to start trading and withdrawing. Until then you can deposit only.',
  },
  tipBarRaiseLimits: {
    id: 'kyc.tipBar.raiseLimits',
    defaultMessage: 'Complete advanced verification (level 2) to raise your withdrawal limit.',
  },
  tipBarVerifyNow: { id: 'kyc.tipBar.verifyNow', defaultMessage: 'Verify Now' },
  tipBarClose: { id: 'kyc.tipBar.close', defaultMessage: 'Close verification reminder' },
  tipBarLabel: { id: 'kyc.tipBar.label', defaultMessage: 'Identity verification reminder' },
  noticeModalTitle: { id: 'kyc.noticeModal.title', defaultMessage: 'Dear User' },
  noticeModalRiskText: {
    id: 'kyc.noticeModal.riskText',
    defaultMessage: 'To keep your account secure, please complete identity verification.',
  },
  noticeModalUpgradeText: {
    id: 'kyc.noticeModal.upgradeText',
    defaultMessage: 'Upgrade your identity verification to keep full access to your account.',
  },
  noticeModalVerifyNow: { id: 'kyc.noticeModal.verifyNow', defaultMessage: 'Verify Now' },
  noticeModalLearnMore: { id: 'kyc.noticeModal.learnMore', defaultMessage: 'Learn more' },
  noticeModalLater: { id: 'kyc.noticeModal.later', defaultMessage: 'Later' },
  noticeModalClose: { id: 'kyc.noticeModal.close', defaultMessage: 'Close' },
  upgradePanelLabel: { id: 'kyc.upgradePanel.label', defaultMessage: 'Verification level' },
  upgradePanelText: {
    id: 'kyc.upgradePanel.text',
    defaultMessage: 'Upgrade to advanced verification to raise your deposit, trading and withdrawal limits.',
  },
  upgradePanelUpgrade: { id: 'kyc.upgradePanel.upgrade', defaultMessage: 'Upgrade KYC' },
  upgradePanelHelp: { id: 'kyc.upgradePanel.help', defaultMessage: 'How identity verification works' },
});
