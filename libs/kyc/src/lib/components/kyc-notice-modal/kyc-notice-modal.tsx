'use client';
import { Button, CloseButton, Dialog, Link, Portal, Text } from '@chakra-ui/react';
import { OVERLAY_PRIORITY, useOverlaySlot } from '@exchange/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { kycMessages } from '../../messages';
import { isFlagSet, type FlagInput, type KycModalKind } from '../../rules/decide-kyc-modal';
import { safeHref } from '../../rules/safe-href';

export const KYC_NOTICE_OVERLAY_ID = 'kyc-notice';

export interface KycNoticeModalProps {
  /** decideKycModal(...).modal: which notice to open, or null for none. */
  kind: KycModalKind | null;
  /** risk_user_guide_msg: the server's guide text for a risk user (plain text). */
  riskMessage?: string | null;
  /** risk_user_guide_url: an optional "Learn more" link for a risk user. */
  riskGuideUrl?: string | null;
  /** risk_user_guide_be_closed: whether a risk user may close the guide (decision 0502). */
  riskClosable?: FlagInput;
  /** Go to the upgrade target (see kycUpgradeTarget). */
  onUpgrade: () => void;
  /** Called once when the notice actually opens: store decideKycModal(...).store then. */
  onOpen?: () => void;
  onClose?: () => void;
}

/** "Dear User" notice for risk users and KYC upgrades (spec 01 §4, spec 02 §4); waits its turn in the overlay queue. */
export function KycNoticeModal({ kind, riskMessage, riskGuideUrl, riskClosable, onUpgrade, onOpen, onClose }: KycNoticeModalProps) {
  const intl = useIntl();
  const slot = useOverlaySlot(KYC_NOTICE_OVERLAY_ID, OVERLAY_PRIORITY.kyc, kind !== null);
  const { isActive, dismiss } = slot;
  const opened = useRef(false);

  useEffect(() => {
    if (!isActive || opened.current) return;
    opened.current = true;
    onOpen?.();
  }, [isActive, onOpen]);

  const closable = kind === 'upgrade' || isFlagSet(riskClosable);
  const guideHref = kind === 'risk' ? safeHref(riskGuideUrl) : null;
  const text =
    kind === 'risk'
      ? riskMessage?.trim() || intl.formatMessage(kycMessages.noticeModalRiskText)
      : intl.formatMessage(kycMessages.noticeModalUpgradeText);

  const close = () => {
    dismiss();
    onClose?.();
  };

  return (
    <Dialog.Root
      open={isActive}
      onOpenChange={(details) => {
        if (!details.open && closable) close();
      }}
      closeOnInteractOutside={false}
      closeOnEscape={closable}
      role={closable ? 'dialog' : 'alertdialog'}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-kind={kind ?? undefined}>
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(kycMessages.noticeModalTitle)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text whiteSpace="pre-line">{text}</Text>
              {guideHref && (
                <Link
                  href={guideHref}
                  mt="3"
                  color="brand.fg"
                  target={guideHref.startsWith('/') ? undefined : '_blank'}
                  rel="noopener noreferrer"
                >
                  {intl.formatMessage(kycMessages.noticeModalLearnMore)}
                </Link>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {closable && (
                <Button variant="outline" onClick={close}>
                  {intl.formatMessage(kycMessages.noticeModalLater)}
                </Button>
              )}
              <Button
                colorPalette="blue"
                onClick={() => {
                  dismiss();
                  onUpgrade();
                }}
              >
                {intl.formatMessage(kycMessages.noticeModalVerifyNow)}
              </Button>
            </Dialog.Footer>
            {closable && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={intl.formatMessage(kycMessages.noticeModalClose)} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
