'use client';
import { ModalDialog, useQueuedDialog } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { promotionsMessages } from '../../messages';
import { PROMOTIONS_OVERLAYS } from '../../overlays';
import type { NewUserPopupVariant } from '../../rules/new-user-popup';
import { newUserPopupAmounts, type NewbiePrize } from '../../rules/newbie-prize';
import { formatReward } from '../format/format-reward';
import styles from './new-user-reward-popup.module.css';

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

/**
 * New-user reward popup (spec 03 §2, §4): amounts per variant; confirm goes to /signup; close hides it.
 * A native modal dialog (`ModalDialog`, no Chakra: issue #2), so a cold visitor's home page loads no Chakra
 * for it; the focus opens on the confirm link. Escape and a click on the backdrop close it like the ×. The
 * queued-dialog lifecycle (`useQueuedDialog`): `onOpen` once when shown, `onClose` once when dismissed (not on confirm).
 */
export function NewUserRewardPopup({ show, variant, prize, signupHref = '/signup', onOpen, onConfirm, onClose }: NewUserRewardPopupProps) {
  const intl = useIntl();
  const amounts = newUserPopupAmounts(prize, variant);
  const { isOpen, close } = useQueuedDialog(PROMOTIONS_OVERLAYS['new-user-reward-popup'], show && amounts !== null, {
    onShown: onOpen,
    onClosed: (reason) => {
      if (reason === 'dismiss') onClose?.();
    },
  });

  const [first = '', second = ''] = amounts ?? [];
  const body =
    variant === 'B'
      ? intl.formatMessage(promotionsMessages.newUserPopupBodyB, { first: formatReward(intl, first), second: formatReward(intl, second) })
      : intl.formatMessage(promotionsMessages.newUserPopupBodyA, { amount: formatReward(intl, first) });

  return (
    <ModalDialog
      open={isOpen}
      onClose={() => close('dismiss')}
      title={intl.formatMessage(promotionsMessages.newUserPopupTitle)}
      closeLabel={intl.formatMessage(promotionsMessages.newUserPopupClose)}
      size="md"
      data-variant={variant ?? undefined}
      footer={
        <a
          className={styles.confirm}
          href={signupHref}
          onClick={() => {
            close('action');
            onConfirm?.();
          }}
        >
          {intl.formatMessage(promotionsMessages.newUserPopupConfirm)}
        </a>
      }
    >
      <p>{body}</p>
    </ModalDialog>
  );
}
