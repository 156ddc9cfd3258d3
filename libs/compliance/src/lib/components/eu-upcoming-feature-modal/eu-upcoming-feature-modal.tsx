'use client';
import { Text } from '@chakra-ui/react';
import { overlayInstance } from '@exchange/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, euUpcomingMessages } from '../../messages';
import { COMPLIANCE_OVERLAYS } from '../../overlays';
import { ComplianceDialog } from '../compliance-dialog/compliance-dialog';

export interface EuUpcomingFeatureModalProps {
  /** Open after a click on a link `isEuUpcomingFeature` flags. */
  open: boolean;
  onClose: () => void;
}

/** 03 §1: the EU site's upcoming-feature notice, "Stay tuned!" / "This feature is upcoming". It can open again after each click. */
export function EuUpcomingFeatureModal({ open, onClose }: EuUpcomingFeatureModalProps) {
  const intl = useIntl();
  // The queue remembers a dismissed id for the page view; each opening gets its own id.
  const [opening, setOpening] = useState(0);
  return (
    <ComplianceDialog
      key={opening}
      overlay={overlayInstance(COMPLIANCE_OVERLAYS['eu-upcoming-feature'], opening)}
      wanted={open}
      title={intl.formatMessage(euUpcomingMessages.title)}
      onClose={() => {
        setOpening((n) => n + 1);
        onClose();
      }}
      actions={[{ label: intl.formatMessage(commonMessages.ok) }]}
    >
      <Text>{intl.formatMessage(euUpcomingMessages.body)}</Text>
    </ComplianceDialog>
  );
}
