'use client';
import type { ComplianceTips } from '@exchange/api';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { applyStorageWrite } from '../../browser/browser-storage';
import { commonMessages, tipsModalMessages } from '../../messages';
import { COMPLIANCE_OVERLAYS } from '../../overlays';
import { businessNoticeAction } from '../../rules/business-compliance';
import { decideComplianceModal } from '../../rules/decide-compliance-modal';
import type { StorageWrite, StoredValues } from '../../rules/stored-values';
import type { SiteKeyLike } from '../../rules/values';
import { nonEmptyText } from '../../rules/values';
import { ComplianceDialog } from '../compliance-dialog/compliance-dialog';
import { SafeServerText } from '../safe-server-text/safe-server-text';

export interface ComplianceTipsModalProps {
  site: SiteKeyLike;
  /** Locale-stripped path (/signup, / or /login may show it). */
  path: string;
  /** The compliance check's `tips`. */
  tip: ComplianceTips | null | undefined;
  /** The stored session flag and per-path counters (read once, at mount). */
  stored: StoredValues;
  now: number;
  /** Store the session flag and the next counter when the modal actually opens (default: browser storage). */
  onStore?: (write: StorageWrite) => void;
  onNavigate: (to: string) => void;
  allowOrigins?: readonly string[];
}

/**
 * 02 §4 compliance modal: decided once per mount by `decideComplianceModal` (main site, tip enabled,
 * allowed path, below maxCount today, once per session); the view is counted when the queue opens it.
 */
export function ComplianceTipsModal({
  site,
  path,
  tip,
  stored,
  now,
  onStore = applyStorageWrite,
  onNavigate,
  allowOrigins = [],
}: ComplianceTipsModalProps) {
  const intl = useIntl();
  const [decision] = useState(() => decideComplianceModal({ site, path, tip, stored, now }));
  const action = businessNoticeAction(tip ? { ok_button_router: tip.ok_button_router } : null, allowOrigins);
  return (
    <ComplianceDialog
      overlay={COMPLIANCE_OVERLAYS['compliance-tips']}
      wanted={decision.show}
      title={nonEmptyText(tip?.title) ?? intl.formatMessage(tipsModalMessages.title)}
      onOpen={() => {
        if (decision.show) decision.onShow.forEach((write) => onStore(write));
      }}
      actions={[
        {
          label: nonEmptyText(tip?.ok_button) ?? intl.formatMessage(commonMessages.gotIt),
          onClick: action.kind === 'navigate' ? () => onNavigate(action.to) : undefined,
        },
      ]}
    >
      <SafeServerText content={tip?.content} textLinks={tip?.text_link} allowOrigins={allowOrigins} />
    </ComplianceDialog>
  );
}
