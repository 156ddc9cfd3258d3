'use client';
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { OVERLAY_PRIORITY, useOverlaySlot } from '@exchange/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { promotionsMessages } from '../../messages';
import type { NewUserPopupVariant } from '../../rules/new-user-popup';
import { newUserPopupAmounts, type NewbiePrize } from '../../rules/newbie-prize';
import { formatReward } from '../format/format-reward';

export const NEW_USER_POPUP_OVERLAY_ID = 'new-user-reward-popup';

export interface NewUserRewardPopupProps {
  /** decideNewUserPopup(...).show */
  show: boolean;
  /** decideNewUserPopup(...).variant */
  variant: NewUserPopupVariant | null;
  /** The newbie prize (normaliseNewbiePrize); without the variant's amounts the popup stays hidden. */
  prize: NewbiePrize | null;
  /** Confirm target (spec 03 §4: the signup page). */
  signupHref?: string;
  /** Called once when the popup actually opens: store decideNewUserPopup(...).nextCounter then. */
  onOpen?: () => void;
  onConfirm?: () => void;
  onClose?: () => void;
}

/** New-user reward popup (spec 03 §2, §4): amounts per variant; confirm goes to /signup; close hides it. */
export function NewUserRewardPopup({ show, variant, prize, signupHref = '/signup', onOpen, onConfirm, onClose }: NewUserRewardPopupProps) {
  const intl = useIntl();
  const amounts = newUserPopupAmounts(prize, variant);
  const { isActive, dismiss } = useOverlaySlot(NEW_USER_POPUP_OVERLAY_ID, OVERLAY_PRIORITY.promotion, show && amounts !== null);
  const opened = useRef(false);

  useEffect(() => {
    if (!isActive || opened.current) return;
    opened.current = true;
    onOpen?.();
  }, [isActive, onOpen]);

  const close = () => {
    dismiss();
    onClose?.();
  };

  const [first = '', second = ''] = amounts ?? [];
  const body =
    variant === 'B'
      ? intl.formatMessage(promotionsMessages.newUserPopupBodyB, { first: formatReward(intl, first), second: formatReward(intl, second) })
      : intl.formatMessage(promotionsMessages.newUserPopupBodyA, { amount: formatReward(intl, first) });

  return (
    <Dialog.Root open={isActive} onOpenChange={(details) => !details.open && close()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-variant={variant ?? undefined}>
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(promotionsMessages.newUserPopupTitle)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{body}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button asChild colorPalette="blue" width="full">
                <a
                  href={signupHref}
                  onClick={() => {
                    dismiss();
                    onConfirm?.();
                  }}
                >
                  {intl.formatMessage(promotionsMessages.newUserPopupConfirm)}
                </a>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(promotionsMessages.newUserPopupClose)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
