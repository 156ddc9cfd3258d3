'use client';
import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useOverlaySlot } from '@exchange/ui';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
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
  /** The overlay-queue id (unique per overlay). */
  id: string;
  /** The overlay-queue priority (lower goes first). */
  priority: number;
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
 * The one dialog shell of the compliance overlays: it registers with the overlay queue, opens only when
 * it is its turn and gives the queue room for the next overlay when it closes.
 */
export function ComplianceDialog({
  id,
  priority,
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
  const { isActive, dismiss } = useOverlaySlot(id, priority, wanted);
  const closed = useRef(false);
  const opened = useRef(false);
  useEffect(() => {
    if (!isActive || opened.current) return;
    opened.current = true;
    onOpen?.();
  }, [isActive, onOpen]);
  const close = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    onClose?.();
    dismiss();
  }, [dismiss, onClose]);

  return (
    <Dialog.Root
      open={isActive}
      onOpenChange={(details) => {
        if (!details.open && closable) close();
      }}
      closeOnEscape={closable}
      closeOnInteractOutside={closable}
      role={role}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-overlay-id={id}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {actions.length > 0 && (
              <Dialog.Footer>
                <Stack direction="row" gap="3" justify="flex-end" width="full">
                  {actions.map((action, index) => (
                    <Button
                      key={index}
                      variant={action.variant ?? (index === actions.length - 1 ? 'solid' : 'outline')}
                      disabled={action.disabled}
                      loading={action.loading}
                      onClick={() => {
                        action.onClick?.();
                        if (action.closes !== false) close();
                      }}
                    >
                      {action.label}
                    </Button>
                  ))}
                </Stack>
              </Dialog.Footer>
            )}
            {closable && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={intl.formatMessage(commonMessages.close)} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
