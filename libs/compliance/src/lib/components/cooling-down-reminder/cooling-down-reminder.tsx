'use client';
import type { OverlayRegistration } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { commonMessages, coolingDownMessages } from '../../messages';
import { COMPLIANCE_OVERLAYS } from '../../overlays';
import { coolingDownRoute } from '../../rules/decide-cooling-down-reminder';
import type { CoolingDownReminder } from '../../rules/decide-cooling-down-reminder';
import { nonEmptyText } from '../../rules/values';
import { ComplianceDialog } from '../compliance-dialog/compliance-dialog';
import { SafeServerText } from '../safe-server-text/safe-server-text';

export interface CoolingDownReminderProps {
  /** 03 §3 business compliance reminder: content, ok_button, cancel_button, ok_button_router. */
  reminder: CoolingDownReminder;
  /** Allowed origins for links inside the content (the site's `anti`); the ok route must be an internal path. */
  allowOrigins?: readonly string[];
  /** Go to ok_button_router when it is an internal path (decision 0310); otherwise ok only closes. */
  onNavigate: (to: string) => void;
  /** Called once when it closes (store the overlay's `onDismiss`). */
  onDismiss?: () => void;
  /** Its place in the overlay queue (default: its entry of `COMPLIANCE_OVERLAYS`; stories pass their own). */
  overlay?: OverlayRegistration;
  wanted?: boolean;
}

/** 03 §2/§4: the 24-hour cooling-down reminder, titled "Notice": cancel closes, ok navigates to the given route (decision 0310). */
export function CoolingDownReminder({
  reminder,
  allowOrigins = [],
  onNavigate,
  onDismiss,
  overlay = COMPLIANCE_OVERLAYS['cooling-down'],
  wanted = true,
}: CoolingDownReminderProps) {
  const intl = useIntl();
  const route = coolingDownRoute(reminder.ok_button_router);
  return (
    <ComplianceDialog
      overlay={overlay}
      wanted={wanted && nonEmptyText(reminder.content) !== null}
      title={intl.formatMessage(coolingDownMessages.title)}
      onClose={onDismiss}
      actions={[
        { label: nonEmptyText(reminder.cancel_button) ?? intl.formatMessage(commonMessages.cancel), variant: 'outline' },
        {
          label: nonEmptyText(reminder.ok_button) ?? intl.formatMessage(commonMessages.ok),
          onClick: route === null ? undefined : () => onNavigate(route),
        },
      ]}
    >
      <SafeServerText content={reminder.content} allowOrigins={allowOrigins} />
    </ComplianceDialog>
  );
}
