'use client';
import { ModalDialog, useQueuedDialog } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { promotionsMessages } from '../../messages';
import { PROMOTIONS_OVERLAYS } from '../../overlays';
import { APP_DOWNLOAD_BONUS_USD, type DownloadTask } from '../../rules/task-info';
import { formatReward } from '../format/format-reward';

export interface AppDownloadRewardModalProps {
  /** True once the user asked for it (the app-download card's button); the overlay queue decides when it opens. */
  requested: boolean;
  /** The download task (normaliseDownloadTask): its reward is shown under the bonus when there is one. */
  task: DownloadTask | null;
  /** The app-download page, already localized. */
  downloadHref: string;
  /** The campaigns page for app-download rewards (spec 01 §2; decision 1863), already localized. */
  campaignHref?: string;
  /** The bonus in USD (spec 01 §9: $40,000). */
  bonusUsd?: number;
  onClose?: (reason: 'dismiss' | 'action') => void;
}

/**
 * The app-download reward modal (spec 01 §9, 03 §2): the $40,000 bonus, the download task's own reward when the
 * task call returns one (has_dl_task 1), and a link to the download page. Queued like every dialog (priority
 * `promotion`), on the ui library's one dialog shell (no Chakra).
 */
export function AppDownloadRewardModal({
  requested,
  task,
  downloadHref,
  campaignHref,
  bonusUsd = APP_DOWNLOAD_BONUS_USD,
  onClose,
}: AppDownloadRewardModalProps) {
  const intl = useIntl();
  const { isOpen, close } = useQueuedDialog(PROMOTIONS_OVERLAYS['app-download-reward'], requested, {
    onClosed: onClose,
  });
  const bonus = formatReward(intl, String(bonusUsd));
  return (
    <ModalDialog
      open={isOpen}
      onClose={() => close('dismiss')}
      size="sm"
      title={intl.formatMessage(promotionsMessages.rewardModalTitle, { amount: bonus })}
      closeLabel={intl.formatMessage(promotionsMessages.rewardModalClose)}
      actionsLayout="stretch"
      actions={[
        ...(campaignHref
          ? [{ label: intl.formatMessage(promotionsMessages.rewardModalCampaign), href: campaignHref, onClick: () => close('action') }]
          : []),
        { label: intl.formatMessage(promotionsMessages.rewardModalAction), href: downloadHref, onClick: () => close('action') },
      ]}
    >
      <p>{intl.formatMessage(promotionsMessages.rewardModalBody, { amount: bonus })}</p>
      {task?.hasReward ? (
        <p data-testid="download-task-reward">
          {intl.formatMessage(promotionsMessages.rewardModalTask, {
            amount: formatReward(intl, task.rewardNum, task.rewardCurrency || undefined),
          })}
        </p>
      ) : null}
    </ModalDialog>
  );
}
