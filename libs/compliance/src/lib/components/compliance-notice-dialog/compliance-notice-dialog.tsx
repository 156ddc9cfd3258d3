'use client';
import { Text } from '@chakra-ui/react';
import type { OverlayRegistration } from '@exchange/ui';
import { useIntl, type IntlShape } from 'react-intl';
import { commonMessages, noticeMessages } from '../../messages';
import { COMPLIANCE_OVERLAYS } from '../../overlays';
import type { ComplianceOverlay } from '../../rules/decide-compliance-overlays';
import type { StorageWrite } from '../../rules/stored-values';
import { UK_CONSUMER_CUTOFF_MS } from '../../rules/timed-notices';
import { ComplianceDialog, type ComplianceDialogAction } from '../compliance-dialog/compliance-dialog';

/** The notices this dialog shows (region switch and cooling-down have their own components). */
export type ComplianceNotice = Exclude<ComplianceOverlay, { kind: 'region-switch' | 'cooling-down' }>;

export interface ComplianceNoticeDialogProps {
  notice: ComplianceNotice;
  /** Store the notice's `onDismiss` (called once, whichever button closes it). */
  onDismiss: (write: StorageWrite) => void;
  /** Internal navigation (the only-withdraw tip's create-ticket button). */
  onNavigate: (to: string) => void;
  /** Its place in the overlay queue (default: its entry of `COMPLIANCE_OVERLAYS`; stories pass their own). */
  overlay?: OverlayRegistration;
  wanted?: boolean;
}

interface NoticeContent {
  title: string;
  body: string;
  actions: ComplianceDialogAction[];
}

const longDate = (intl: IntlShape, ms: number) => intl.formatDate(ms, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Title, body and buttons of each notice, with the spec's labels ("I Got it", "I Acknowledge", create ticket). */
function noticeContent(intl: IntlShape, notice: ComplianceNotice, onNavigate: (to: string) => void): NoticeContent {
  const t = intl.formatMessage;
  const gotIt: ComplianceDialogAction[] = [{ label: t(commonMessages.gotIt) }];
  switch (notice.kind) {
    case 'prohibited-countries':
      return {
        title: t(noticeMessages.prohibitedTitle),
        body: t(noticeMessages.prohibitedBody),
        actions: [{ label: t(commonMessages.acknowledge) }],
      };
    case 'uk-notice':
      return {
        title: t(noticeMessages.ukTitle),
        body: t(noticeMessages.ukBody, { date: longDate(intl, UK_CONSUMER_CUTOFF_MS) }),
        actions: gotIt,
      };
    case 'uk-modal':
      return {
        title: t(noticeMessages.ukModalTitle),
        body: t(noticeMessages.ukModalBody, { date: longDate(intl, UK_CONSUMER_CUTOFF_MS) }),
        actions: gotIt,
      };
    case 'restricted-location':
      return {
        title: t(noticeMessages.restrictedTitle),
        body: t(notice.audience === 'visitor' ? noticeMessages.restrictedVisitorBody : noticeMessages.restrictedUserBody),
        actions: gotIt,
      };
    case 'account-conflict':
      return {
        title: t(noticeMessages.conflictTitle),
        body: t(notice.conflict === 'site' ? noticeMessages.conflictSiteBody : noticeMessages.conflictKycCountryBody),
        actions: gotIt,
      };
    case 'only-withdraw':
      return {
        title: t(noticeMessages.onlyWithdrawTitle),
        body: t(noticeMessages.onlyWithdrawBody),
        actions: [
          { label: t(commonMessages.cancel), variant: 'outline' },
          { label: t(noticeMessages.createTicket), onClick: () => onNavigate(notice.ticketPath) },
        ],
      };
    case 'ip-limit':
      return { title: t(noticeMessages.ipLimitTitle), body: t(noticeMessages.ipLimitBody, { country: notice.country }), actions: gotIt };
    case 'hk-dialog':
      return { title: t(noticeMessages.hkTitle), body: t(noticeMessages.hkBody), actions: gotIt };
    case 'uzbekistan-dialog': {
      const deadline = intl.formatDate(notice.deadline, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
      });
      return {
        title: t(noticeMessages.uzbekistanTitle),
        body: t(notice.phase === 'upcoming' ? noticeMessages.uzbekistanUpcomingBody : noticeMessages.uzbekistanEndedBody, { deadline }),
        actions: gotIt,
      };
    }
    case 'brazil-toast':
      return { title: t(noticeMessages.brazilTitle), body: t(noticeMessages.brazilBody), actions: gotIt };
    case 'ltw-toast':
      return { title: t(noticeMessages.ltwTitle), body: t(noticeMessages.ltwBody), actions: gotIt };
  }
}

/** The compliance notices of 01 §4 and §8, one dialog each, queued through the overlay queue. */
export function ComplianceNoticeDialog({
  notice,
  onDismiss,
  onNavigate,
  overlay = COMPLIANCE_OVERLAYS[notice.kind],
  wanted = true,
}: ComplianceNoticeDialogProps) {
  const intl = useIntl();
  const { title, body, actions } = noticeContent(intl, notice, onNavigate);
  return (
    <ComplianceDialog
      overlay={overlay}
      wanted={wanted}
      title={title}
      actions={actions}
      role={notice.kind === 'prohibited-countries' ? 'alertdialog' : 'dialog'}
      onClose={() => onDismiss(notice.onDismiss)}
    >
      <Text>{body}</Text>
    </ComplianceDialog>
  );
}
