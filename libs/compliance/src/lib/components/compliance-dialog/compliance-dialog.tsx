'use client';
import { ModalDialog, useQueuedDialog, type OverlayRegistration } from '@exchange/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../messages';

export interface ComplianceDialogAction {
  label: ReactNode;
  onClick?: () => void;
  variant?: 'solid' | 'outline' | 'ghost';
  /** Whether the click also closes the dialog (default true). */
  closes?: boolean;
  disabled?: boolean;
  loading?: boolean;
}

export interface ComplianceDialogProps {
  /** Its registration in the overlay queue (an entry of `COMPLIANCE_OVERLAYS`): id, band and rank. */
  overlay: OverlayRegistration;
  /** Whether the rule wants it shown; the queue decides when. */
  wanted?: boolean;
  title: ReactNode;
  children: ReactNode;
  actions?: readonly ComplianceDialogAction[];
  /** Shows the × button and lets Escape and an outside click close it (default true). */
  closable?: boolean;
  /** Called once when the dialog closes for any reason (×, Escape, outside click, a closing action). */
  onClose?: () => void;
  /** Called once when the queue first opens it (e.g. to count a view). */
  onOpen?: () => void;
  role?: 'dialog' | 'alertdialog';
}

/**
 * The compliance overlays' dialog: the ui library's one shell (`ModalDialog`, a native `<dialog>`) opened and
 * closed by the one queued-dialog lifecycle (`useQueuedDialog`): it opens only when it is its turn in the overlay
 * queue, reports the first opening once, and on closing reports it once and makes room for the next overlay.
 */
export function ComplianceDialog({
  overlay,
  wanted = true,
  title,
  children,
  actions = [],
  closable = true,
  onClose,
  onOpen,
  role = 'dialog',
}: ComplianceDialogProps) {
  const intl = useIntl();
  const { isOpen, close } = useQueuedDialog(overlay, wanted, { onShown: onOpen, onClosed: () => onClose?.() });

  return (
    <ModalDialog
      open={isOpen}
      onClose={() => close('dismiss')}
      dismissable={closable}
      role={role}
      size="md"
      title={title}
      closeLabel={intl.formatMessage(commonMessages.close)}
      data-overlay-id={overlay.id}
      actions={actions.map((action) => ({
        label: action.label,
        variant: action.variant,
        disabled: action.disabled,
        loading: action.loading,
        onClick: () => {
          action.onClick?.();
          if (action.closes !== false) close('action');
        },
      }))}
    >
      {children}
    </ModalDialog>
  );
}
