import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The KYC upgrade pages' texts (issue 23 item 6, decision 1866): /myaccount/kyc2 and /myaccount/kyc3_v1. */
const descriptors = defineMessages({
  currentHeading: { id: 'kyc.upgradePage.currentHeading', defaultMessage: 'Your verification level' },
  levelName: {
    id: 'kyc.upgradePage.levelName',
    defaultMessage:
      '{level, select, l0 {Level 0 · Not verified} l0_5 {Level 0.5 · Basic} l1 {Level 1 · Identity verified} l2 {Level 2 · Advanced} l3 {Level 3 · Institutional limits} other {Company account}}',
  },
  levelAbilities: {
    id: 'kyc.upgradePage.levelAbilities',
    defaultMessage:
      '{trade, select, yes {You can deposit, trade and withdraw} other {You can deposit only; trading and withdrawals open at level 1}}{limit, select, none {.} unlimited { with no fixed daily limit.} other { up to {limit} USD a day.}}',
  },
  nextLevel: { id: 'kyc.upgradePage.nextLevel', defaultMessage: 'Upgrade to level {level}' },
  underReviewTitle: { id: 'kyc.upgradePage.underReviewTitle', defaultMessage: 'Under review' },
  underReviewBody: {
    id: 'kyc.upgradePage.underReviewBody',
    defaultMessage: 'We received your application for level {level}. Reviews usually take a few minutes; this page updates by itself.',
  },
  approvedBody: { id: 'kyc.upgradePage.approvedBody', defaultMessage: 'Approved: you are now at level {level}.' },
  rejectedTitle: { id: 'kyc.upgradePage.rejectedTitle', defaultMessage: 'Your last application was not approved' },
  elsewhereKyc3: {
    id: 'kyc.upgradePage.elsewhereKyc3',
    defaultMessage: 'Level 2 is complete. Institutional limits (level 3) are requested on the level 3 page.',
  },
  elsewhereKyc2: { id: 'kyc.upgradePage.elsewhereKyc2', defaultMessage: 'Complete levels 1 and 2 before applying for level 3.' },
  goKyc3: { id: 'kyc.upgradePage.goKyc3', defaultMessage: 'Go to level 3' },
  goKyc2: { id: 'kyc.upgradePage.goKyc2', defaultMessage: 'Go to verification' },
  top: { id: 'kyc.upgradePage.top', defaultMessage: 'Your account has the highest verification level. Nothing more to do.' },
  loginRequired: { id: 'kyc.upgradePage.loginRequired', defaultMessage: 'Log in to verify your identity.' },
  login: { id: 'kyc.upgradePage.login', defaultMessage: 'Log In' },
  loading: { id: 'kyc.upgradePage.loading', defaultMessage: 'Loading your verification status…' },
  stepOf: { id: 'kyc.upgradeForm.stepOf', defaultMessage: 'Step {step} of {total}' },
  stepsLabel: { id: 'kyc.upgradeForm.stepsLabel', defaultMessage: 'Verification steps' },
  stepDetails: { id: 'kyc.upgradeForm.stepDetails', defaultMessage: 'Personal details' },
  stepDocument: { id: 'kyc.upgradeForm.stepDocument', defaultMessage: 'Document type' },
  stepUpload: { id: 'kyc.upgradeForm.stepUpload', defaultMessage: 'Upload document' },
  stepSelfie: { id: 'kyc.upgradeForm.stepSelfie', defaultMessage: 'Selfie' },
  stepReview: { id: 'kyc.upgradeForm.stepReview', defaultMessage: 'Review and submit' },
  firstName: { id: 'kyc.upgradeForm.firstName', defaultMessage: 'First name (as on your document)' },
  lastName: { id: 'kyc.upgradeForm.lastName', defaultMessage: 'Last name (as on your document)' },
  birthDate: { id: 'kyc.upgradeForm.birthDate', defaultMessage: 'Date of birth' },
  nationality: { id: 'kyc.upgradeForm.nationality', defaultMessage: 'Nationality' },
  nationalityPick: { id: 'kyc.upgradeForm.nationalityPick', defaultMessage: 'Choose a country' },
  idNumber: { id: 'kyc.upgradeForm.idNumber', defaultMessage: 'Document number' },
  errorRequired: { id: 'kyc.upgradeForm.errorRequired', defaultMessage: 'Fill in this field.' },
  errorInvalid: { id: 'kyc.upgradeForm.errorInvalid', defaultMessage: 'Check this field.' },
  errorTooYoung: { id: 'kyc.upgradeForm.errorTooYoung', defaultMessage: 'You must be at least 18 years old.' },
  documentLegend: { id: 'kyc.upgradeForm.documentLegend', defaultMessage: 'Which document will you upload?' },
  passport: { id: 'kyc.upgradeForm.passport', defaultMessage: 'Passport' },
  idCard: { id: 'kyc.upgradeForm.idCard', defaultMessage: 'National ID card' },
  drivingLicence: { id: 'kyc.upgradeForm.drivingLicence', defaultMessage: 'Driving licence' },
  uploadHint: {
    id: 'kyc.upgradeForm.uploadHint',
    defaultMessage: 'JPEG, PNG or PDF, up to 5 MB. All four corners visible, no glare, nothing covered.',
  },
  front: { id: 'kyc.upgradeForm.front', defaultMessage: 'Front side' },
  photoPage: { id: 'kyc.upgradeForm.photoPage', defaultMessage: 'Photo page' },
  back: { id: 'kyc.upgradeForm.back', defaultMessage: 'Back side' },
  fileMissing: { id: 'kyc.upgradeForm.fileMissing', defaultMessage: 'Choose a file.' },
  fileEmpty: { id: 'kyc.upgradeForm.fileEmpty', defaultMessage: 'This file is empty.' },
  fileType: { id: 'kyc.upgradeForm.fileType', defaultMessage: 'This file type is not accepted. Use JPEG, PNG or PDF.' },
  selfieType: { id: 'kyc.upgradeForm.selfieType', defaultMessage: 'Use a JPEG or PNG photo.' },
  fileTooLarge: { id: 'kyc.upgradeForm.fileTooLarge', defaultMessage: 'This file is larger than 5 MB.' },
  preview: { id: 'kyc.upgradeForm.preview', defaultMessage: 'Preview of {side}' },
  fileChosen: { id: 'kyc.upgradeForm.fileChosen', defaultMessage: '{name} · {size} KB' },
  selfieHint: {
    id: 'kyc.upgradeForm.selfieHint',
    defaultMessage: 'Take a photo of your face with your document next to it, in good light. On a phone the camera opens.',
  },
  selfieLabel: { id: 'kyc.upgradeForm.selfieLabel', defaultMessage: 'Selfie photo' },
  reviewHint: { id: 'kyc.upgradeForm.reviewHint', defaultMessage: 'Check your details. You cannot change them while the review runs.' },
  next: { id: 'kyc.upgradeForm.next', defaultMessage: 'Continue' },
  back2: { id: 'kyc.upgradeForm.backStep', defaultMessage: 'Back' },
  submit: { id: 'kyc.upgradeForm.submit', defaultMessage: 'Submit for review' },
  submitting: { id: 'kyc.upgradeForm.submitting', defaultMessage: 'Sending…' },
  refused: { id: 'kyc.upgradeForm.refused', defaultMessage: 'The exchange answered: {message}' },
  failed: { id: 'kyc.upgradeForm.failed', defaultMessage: 'Your application could not be sent. Try again.' },
  // Decision 1909: the tip bar and the notice modal name the level and the next one from the one rule (kycUpgradePrompt).
  tipBarRaiseLimitsTo: {
    id: 'kyc.tipBar.raiseLimitsTo',
    defaultMessage: 'Complete verification level {next} to raise your withdrawal limit.',
  },
  noticeModalUnlockLevel: {
    id: 'kyc.noticeModal.unlockLevel',
    defaultMessage: 'You are at verification level {level}. Complete level {next} to start trading and withdrawing.',
  },
  noticeModalRaiseLevel: {
    id: 'kyc.noticeModal.raiseLevel',
    defaultMessage: 'You are at verification level {level}. Complete level {next} to raise your deposit and withdrawal limits.',
  },
});

export const upgradeMessages: { readonly [K in keyof typeof descriptors]: MessageDescriptor } = descriptors;
