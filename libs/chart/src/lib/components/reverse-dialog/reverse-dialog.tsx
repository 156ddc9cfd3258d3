'use client';
import { Text } from '@chakra-ui/react';
import { ModalDialog } from '@exchange/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { chartMessages, lineActionMessages } from '../../messages';

export interface ReverseDialogProps {
  open: boolean;
  symbol: string;
  /** Signed size of the position: > 0 long, < 0 short. */
  size: number;
  onClose: () => void;
  /** Reverses the position; resolves true when done (the dialog closes), false to keep it open. */
  onConfirm: () => Promise<boolean>;
}

/** The confirmation before reversing a position (spec 02 §3): the opposite position of the same size. */
export function ReverseDialog({ open, symbol, size, onClose, onConfirm }: ReverseDialogProps) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (pending) return;
    setPending(true);
    try {
      if (await onConfirm()) onClose();
    } finally {
      setPending(false);
    }
  };
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={intl.formatMessage(lineActionMessages.reverseTitle)}
      closeLabel={intl.formatMessage(chartMessages.close)}
      actions={[
        { label: intl.formatMessage(chartMessages.cancel), onClick: onClose },
        { label: intl.formatMessage(lineActionMessages.reverseConfirm), onClick: () => void confirm(), loading: pending },
      ]}
    >
      <Text textStyle="sm">
        {intl.formatMessage(lineActionMessages.reverseBody, { side: size > 0 ? 'long' : 'short', size: String(Math.abs(size)), symbol })}
      </Text>
    </ModalDialog>
  );
}
