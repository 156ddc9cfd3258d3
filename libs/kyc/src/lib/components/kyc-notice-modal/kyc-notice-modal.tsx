'use client';
import { kycUpgradePrompt, type VerifiedInput } from '@exchange/api';
import { isSafeRedirect } from '@exchange/site-config';
import { ModalDialog, useQueuedDialog } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { kycMessages } from '../../messages';
import { KYC_OVERLAYS } from '../../overlays';
import { isFlagSet, type FlagInput, type KycModalKind } from '../../rules/decide-kyc-modal';
import { upgradeMessages } from '../../upgrade-messages';
import styles from './kyc-notice-modal.module.css';

export interface KycNoticeModalProps {
  /** decideKycModal(...).modal: which notice to open, or null for none. */
  kind: KycModalKind | null;
  /** risk_user_guide_msg: the server's guide text for a risk user (plain text). */
  riskMessage?: string | null;
  /** risk_user_guide_url: an optional "Learn more" link for a risk user. */
  riskGuideUrl?: string | null;
  /** Origins an absolute "Learn more" link may point to (the site's `anti` list); internal paths are always allowed. */
  allowOrigins?: readonly string[];
  /** risk_user_guide_be_closed: whether a risk user may close the guide (decision 0502). */
  riskClosable?: FlagInput;
  /**
   * The user's raw `verified` code: the upgrade notice then states the level and the next step from the one rule
   * (`kycUpgradePrompt`, decision 1909); without it, the general text.
   */
  verified?: VerifiedInput;
  /** Go to the upgrade target (see kycUpgradeTarget). */
  onUpgrade: () => void;
  /** Called once when the notice actually opens: store decideKycModal(...).store then. */
  onOpen?: () => void;
  onClose?: () => void;
}

/**
 * "Dear User" notice for risk users and KYC upgrades (spec 01 §4, spec 02 §4); waits its turn in the overlay queue.
 * The ui library's one dialog shell (`ModalDialog`, native `<dialog>`, no Chakra) and queued-dialog lifecycle:
 * `onOpen` once when the queue first shows it, `onClose` once when dismissed (Later, × or Escape; not by
 * "Verify now", which goes to `onUpgrade`). A risk user who may not close it gets an alert dialog without
 * Later, × or Escape. A press on the backdrop never closes it.
 */
export function KycNoticeModal({
  kind,
  riskMessage,
  riskGuideUrl,
  allowOrigins = [],
  riskClosable,
  verified,
  onUpgrade,
  onOpen,
  onClose,
}: KycNoticeModalProps) {
  const intl = useIntl();
  const { isOpen, close } = useQueuedDialog(KYC_OVERLAYS['kyc-notice'], kind !== null, {
    onShown: onOpen,
    onClosed: (reason) => {
      if (reason === 'dismiss') onClose?.();
    },
  });

  const closable = kind === 'upgrade' || isFlagSet(riskClosable);
  const guideHref = kind === 'risk' ? isSafeRedirect(riskGuideUrl, { anti: allowOrigins }) : null;
  const prompt = verified === undefined ? null : kycUpgradePrompt(verified);
  const text =
    kind === 'risk'
      ? riskMessage?.trim() || intl.formatMessage(kycMessages.noticeModalRiskText)
      : prompt
        ? intl.formatMessage(
            prompt.topic === 'unlock-trading' ? upgradeMessages.noticeModalUnlockLevel : upgradeMessages.noticeModalRaiseLevel,
            {
              level: String(prompt.level),
              next: prompt.nextLevel,
            },
          )
        : intl.formatMessage(kycMessages.noticeModalUpgradeText);

  return (
    <ModalDialog
      open={isOpen}
      onClose={() => close('dismiss')}
      dismissable={closable}
      closeOnBackdrop={false}
      role={closable ? 'dialog' : 'alertdialog'}
      size="md"
      title={intl.formatMessage(kycMessages.noticeModalTitle)}
      closeLabel={intl.formatMessage(kycMessages.noticeModalClose)}
      data-kind={kind ?? undefined}
      actions={[
        ...(closable ? [{ label: intl.formatMessage(kycMessages.noticeModalLater), onClick: () => close('dismiss') }] : []),
        {
          label: intl.formatMessage(kycMessages.noticeModalVerifyNow),
          onClick: () => {
            close('action');
            onUpgrade();
          },
        },
      ]}
    >
      <p className={styles.text}>{text}</p>
      {guideHref && (
        <a
          className={styles.learnMore}
          href={guideHref}
          target={guideHref.startsWith('/') ? undefined : '_blank'}
          rel="noopener noreferrer"
        >
          {intl.formatMessage(kycMessages.noticeModalLearnMore)}
        </a>
      )}
    </ModalDialog>
  );
}
